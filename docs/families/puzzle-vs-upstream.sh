#!/bin/sh
# Makes docs/images/puzzle-vs-upstream.png: the original control's screenshot beside our render.
#
#   docs/families/puzzle-vs-upstream.sh UPSTREAM_GIT_DIR TTG_RENDER
#
# UPSTREAM_GIT_DIR is a clone (bare is fine) of zekunyan/TTGPuzzleVerify 2.0; TTG_RENDER the
# built binary. Needs rsvg-convert (librsvg2-bin, part of `make deps`), base64 and bc.
#
# Left: Resources/Marketing/assets/swift-image-background.jpg (368×800), cropped to the puzzle
# card, which sits at x 22…345, y 192…412 (324×221 px) and is 354×240 points. Right: the Swift
# example's "Image background" demo drawn by ttg-render with the same settings
# (Examples/SwiftExample/…/ContentView.swift: pic3, classic, 86×86, blank 200,20, horizontal;
# its standard style: blank alpha 0.45, piece shadow opacity 0.42, corner radius 18).
set -eu
upstream=$1
ttg=$2
out=${3:-docs/images/puzzle-vs-upstream.png}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

git --git-dir="$upstream" show HEAD:Resources/Marketing/assets/swift-image-background.jpg > "$work/up.jpg"
git --git-dir="$upstream" show \
    HEAD:Examples/SwiftExample/TTGPuzzleVerifySwiftExample/Images.xcassets/pic3.imageset/pic3.jpg > "$work/pic3.jpg"
"$ttg" puzzle --image "$work/pic3.jpg" --canvas 354x240 --size 86x86 --blank 200,20 --axes horizontal \
    --blank-alpha 0.45 --piece-shadow '#000000,4,0.42' --corner-radius 18 --scale 2 -o "$work/ours.png"

up=$(base64 -w0 "$work/up.jpg")
ours=$(base64 -w0 "$work/ours.png")
cat > "$work/sheet.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="1476" height="610">
  <rect width="1476" height="610" fill="#ffffff"/>
  <text x="20" y="40" font-family="DejaVu Sans" font-size="22" fill="#222833">TTGPuzzleVerify 2.0: its screenshot</text>
  <text x="748" y="40" font-family="DejaVu Sans" font-size="22" fill="#222833">ttg-render puzzle: the same settings</text>
  <svg x="20" y="60" width="708" height="483" viewBox="22 192 324 221" preserveAspectRatio="none">
    <image x="0" y="0" width="368" height="800" xlink:href="data:image/jpeg;base64,$up"/>
  </svg>
  <image x="748" y="60" width="708" height="480" xlink:href="data:image/png;base64,$ours"/>
  <text x="20" y="572" font-family="DejaVu Sans" font-size="15" fill="#5a6070">pic3.jpg 640×377 stretched to 354×240 · classic 86×86 · blank 200,20 · start 20,20 · blank alpha 0.45 · piece shadow opacity 0.42 · corner radius 18</text>
  <text x="20" y="594" font-family="DejaVu Sans" font-size="15" fill="#5a6070">left: Resources/Marketing/assets/swift-image-background.jpg, the card cropped and scaled; right: our PNG at scale 2 on white</text>
</svg>
SVG
rsvg-convert "$work/sheet.svg" -o "$out"
