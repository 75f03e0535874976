#!/bin/sh
# Builds the libFuzzer targets into .build/fuzz/ (called by `make fuzz`).
#
# SwiftPM cannot build fuzzers (its --sanitize has no `fuzzer`), so this script
# compiles the package's modules itself, in dependency order, each with libFuzzer's
# coverage instrumentation and AddressSanitizer (-sanitize=fuzzer,address), then
# links each harness in Fuzz/ against them. The C libraries are imported through the
# same module maps SwiftPM uses (Sources/C*/module.modulemap) with pkg-config's flags;
# the two setjmp shims are compiled with the toolchain's clang. libFuzzer itself comes
# with the Swift toolchain (lib/swift/clang/lib/linux/libclang_rt.fuzzer-x86_64.a).
#
#   Fuzz/build.sh path-parser    TTGBase and TTGGeometry only
#   Fuzz/build.sh transform-list TTGBase and TTGGeometry only
#   Fuzz/build.sh arguments      every module (the whole CLI)
#   Fuzz/build.sh query          every module: the service's URLs read into command lines
#   Fuzz/build.sh chunked-body   TTGHTTP: a chunked body's bytes decoded
#   Fuzz/build.sh http-connection TTGHTTP: a connection's bytes in several reads, pipelined
set -eu
cd "$(dirname "$0")/.."
ROOT=$(pwd)
OUT=${FUZZ_BUILD:-$ROOT/.build/fuzz}
SWIFTC=${SWIFTC:-swiftc}
CLANG=${CLANG:-$(dirname "$(command -v "$SWIFTC")")/clang}
OPT=${FUZZ_OPT:--O}
mkdir -p "$OUT/modules" "$OUT/obj"

PKGS="cairo pangocairo libpng libjpeg libwebpmux imagequant libdeflate"
CFLAGS=$(pkg-config --cflags $PKGS)
LIBS="$(pkg-config --libs $PKGS) -lgif -ljpeg -lpng16 -lcrypto -lsqlite3 -lhiredis"
XCC=""
for f in $CFLAGS; do XCC="$XCC -Xcc $f"; done
INCLUDES="-I $OUT/modules"
for m in CCairo CPango CDeflate CPNG CJPEG CGIF CImageQuant CWebP CSQLite COpenSSL CHiredis; do INCLUDES="$INCLUDES -I $ROOT/Sources/$m"; done

# The C shims: an object each, and a module map naming their header.
shim() { # name header source
    mkdir -p "$OUT/shims/$1"
    printf 'module %s {\n    header "%s"\n    export *\n}\n' "$1" "$ROOT/Sources/$1/include/$2" > "$OUT/shims/$1/module.modulemap"
    "$CLANG" -O1 -g -fsanitize=address $CFLAGS -I "$ROOT/Sources/$1/include" -c "$ROOT/Sources/$1/$3" -o "$OUT/obj/$1.o"
    INCLUDES="$INCLUDES -I $OUT/shims/$1"
}

# A C target of several sources and headers (CGNUExtensions): one object, one module map.
ctarget() { # name
    mkdir -p "$OUT/shims/$1"
    { printf 'module %s {\n' "$1"
      for h in "$ROOT/Sources/$1/include/"*.h; do printf '    header "%s"\n' "$h"; done
      printf '    export *\n}\n'; } > "$OUT/shims/$1/module.modulemap"
    for c in "$ROOT/Sources/$1/"*.c; do
        "$CLANG" -O1 -g -fsanitize=address -I "$ROOT/Sources/$1/include" -c "$c" -o "$OUT/obj/$1-$(basename "$c" .c).o"
    done
    ld -r "$OUT/obj/$1-"*.o -o "$OUT/obj/$1.o"
    INCLUDES="$INCLUDES -I $OUT/shims/$1"
}

# The files a module embeds (Package.swift's `.embedInCode`, today TTGServe's Pages/), as SwiftPM
# gives them to its code: `PackageResources.NAME` byte arrays, NAME the file's name with its dots
# and dashes as underscores.
resources() { # name
    pages="$ROOT/Sources/$1/Pages"
    [ -d "$pages" ] || return 0
    python3 - "$pages" "$OUT/obj/$1-resources.swift" <<'PY'
import os, sys
pages, out = sys.argv[1], sys.argv[2]
lines = ["enum PackageResources {"]
for name in sorted(os.listdir(pages)):
    data = open(os.path.join(pages, name), "rb").read()
    ident = name.replace(".", "_").replace("-", "_")
    lines.append(f"    static let {ident}: [UInt8] = [{','.join(str(b) for b in data)}]")
lines.append("}")
open(out, "w").write("\n".join(lines) + "\n")
PY
    echo "$OUT/obj/$1-resources.swift"
}

# One Swift module: objects in $OUT/obj, interface in $OUT/modules.
module() { # name
    echo "fuzz: compiling $1"
    "$SWIFTC" -parse-as-library -module-name "$1" -package-name ttg_render -emit-module -emit-module-path "$OUT/modules/$1.swiftmodule" \
        -wmo -num-threads 0 -c $(find "$ROOT/Sources/$1" -name "*.swift" | sort) $(resources "$1") -o "$OUT/obj/$1.o" \
        -sanitize=fuzzer,address -enable-testing -g $OPT $INCLUDES $XCC
}

# A harness linked against the given module objects.
harness() { # name file objects...
    name=$1; file=$2; shift 2
    echo "fuzz: linking $name"
    "$SWIFTC" -parse-as-library -package-name ttg_render -sanitize=fuzzer,address -g $OPT $INCLUDES $XCC \
        "$ROOT/Fuzz/$file" "$@" -o "$OUT/fuzz-$name" -use-ld=lld $LIBS
}

case "${1:-all}" in
path-parser)
    module TTGBase
    module TTGGeometry
    harness path-parser PathParserFuzzer.swift "$OUT/obj/TTGBase.o" "$OUT/obj/TTGGeometry.o" ;;
transform-list)
    module TTGBase
    module TTGGeometry
    harness transform-list TransformListFuzzer.swift "$OUT/obj/TTGBase.o" "$OUT/obj/TTGGeometry.o" ;;
chunked-body|http-connection)
    ctarget CGNUExtensions
    module TTGBase
    module TTGHTTP
    objects="$OUT/obj/TTGBase.o $OUT/obj/TTGHTTP.o $OUT/obj/CGNUExtensions.o"
    if [ "$1" = chunked-body ]; then harness chunked-body ChunkedBodyFuzzer.swift $objects
    else harness http-connection HTTPConnectionFuzzer.swift $objects; fi ;;
arguments|query)
    shim CPNGShim ttg_png.h ttg_png.c
    shim CJPEGShim ttg_jpeg.h ttg_jpeg.c
    ctarget CGNUExtensions
    ctarget CWorkSolver
    modules="TTGBase TTGGeometry TTGScene TTGEmoji TTGPuzzle TTGRefresh TTGSVG TTGLottie TTGCodecs TTGCairo TTGExport TTGShowcase"
    modules="$modules TTGArguments TTGHTTP TTGCaptcha TTGCommands TTGServe TTGRenderCLI"
    for m in $modules; do module $m; done
    objects=""
    for m in $modules CGNUExtensions CWorkSolver CPNGShim CJPEGShim; do objects="$objects $OUT/obj/$m.o"; done
    if [ "$1" = arguments ]; then harness arguments ArgumentsFuzzer.swift $objects
    else harness query QueryFuzzer.swift $objects; fi ;;
all)
    "$0" path-parser
    "$0" transform-list
    "$0" arguments
    "$0" query
    "$0" chunked-body
    "$0" http-connection ;;
*)
    echo "usage: Fuzz/build.sh [path-parser|transform-list|arguments|query|chunked-body|http-connection|all]" >&2; exit 64 ;;
esac
