#!/usr/bin/env python3
"""Reference side of the request parser's differential test: raw HTTP/1.1 requests as llhttp
and h11 read them.

Usage: http_differential.py [--seed N] [--mutations M] [--check-split]
       (defaults: --seed 1 --mutations 3000; --check-split: see llhttp below)

Builds a fixed corpus of raw requests and pipelined request sequences, well-formed and broken
(request line, header syntax, line endings, Host, Content-Length, chunked framing, trailers,
CL/TE smuggling), then M mutations of them drawn with random.Random(N): the same N and M give
the same cases. Each case's bytes are parsed by two independent HTTP/1.1 request parsers,
llhttp (Node.js's parser, through httptools) and h11 (RFC 9112), as a server reading one
connection that carries exactly those bytes and is never closed (no EOF is signalled). The
Swift test feeds the same bytes to our parser and compares. Prints one JSON object on stdout
and nothing else:

{"versions": {"llhttp": "httptools 0.9.0, llhttp 9.4.3", "h11": "0.16.0"},
 "cases": [{"name": NAME, "bytes": BASE64, "llhttp": OUTCOME, "h11": OUTCOME}, ...]}

NAME is "<category>/<description>" for a corpus case (category: basic, pipeline, cl, chunked,
te, header, eol, line, host, misc), "mutation/<seed>-<index>/<category>/<description>/<op>" for
a mutation of that corpus case (op: "replace@P 0xHH", "insert@P 0xHH", "delete@P",
"dupline L", "dropline L", "swaplines L K", "case@P", "digit@P D"; P a byte offset and L, K
line numbers, from 0, in the original). Names are unique; BASE64 is the standard alphabet
with padding. Corpus cases come first, in a fixed order, then the mutations in index order.

OUTCOME = {"requests": [REQUEST, ...], "end": END} plus "error": MESSAGE when END is "error".
REQUEST = {"method": "GET", "target": "/a?b", "headers": [["host", "x"], ...],
           "trailers": [["name", "value"], ...], "body": BASE64}
- requests: the requests the parser finished (message complete), in order, before it stopped.
- method: as the parser names it; target: the raw request-target; headers: the header fields
  in order, duplicates kept, names lower-cased, values as the parser delivers them with leading
  and trailing SP and HTAB stripped; trailers: the chunked trailer fields, the same way ([] if
  none); body: the decoded body (chunked framing removed). Strings are bytes decoded latin-1.
- END "complete": every byte was consumed and the parser is between requests (or has nothing
  left to read after a request that ends the connection);
  "incomplete": no error, but the bytes end inside a request: the parser waits for more;
  "error": the parser refused the bytes after the requests listed, MESSAGE its own words;
  "upgrade": the parser stopped parsing HTTP after the last request listed: llhttp for a
  request with "Upgrade" and "Connection: upgrade", or CONNECT; h11 only for CONNECT.

How each parser is driven:
- llhttp: one httptools.HttpRequestParser fed all bytes in one feed_data call, default
  (strict) settings. httptools hands over each header whole (it joins llhttp's pieces), the URL
  and body may come in pieces and are joined. HttpParserError is "error" (its message is
  llhttp's reason), HttpParserUpgrade is "upgrade". Fed byte by byte instead, every corpus case
  gives the same outcome (checked when this script was written; --check-split checks again and
  reports on stderr).
- h11: h11.Connection(our_role=SERVER), receive_data(all bytes) (never b"", so no EOF); after
  each request's EndOfMessage it is answered 200 with Content-Length: 0 and start_next_cycle()
  reads the next one. So an Upgrade request is declined and reading goes on; a CONNECT is
  accepted and ends in "upgrade". A request that ends the connection (HTTP/1.0, Connection:
  close) leaves h11 expecting EOF: more bytes are an "error". NEED_DATA is "complete" when no
  request has begun and h11 holds no unread bytes, else "incomplete". RemoteProtocolError is
  "error". h11 refuses a head above 16 KiB: no case comes near it.
Each parser's own normalisation shows in its headers: h11 lower-cases the Transfer-Encoding
value, keeps one Content-Length field for equal duplicates and for a list of equal values
("5, 5" is "5"), and joins an obs-fold continuation to its field with one SP; llhttp changes
nothing (and refuses all three).
"""
import argparse
import base64
import json
import random
import re
import sys

import h11
import httptools

# The llhttp that each httptools release bundles (httptools cannot tell it at run time).
BUNDLED_LLHTTP = {"0.8.0": "9.4.1", "0.9.0": "9.4.3"}

HOST = b"Host: example.com\r\n"


# ---------------------------------------------------------------- corpus

def build_corpus():
    cases = []

    def add(name, data):
        cases.append((name, bytes(data)))

    def get(target=b"/", extra=b"", method=b"GET", version=b"HTTP/1.1"):
        return method + b" " + target + b" " + version + b"\r\n" + HOST + extra + b"\r\n"

    def post(headers, body=b"", method=b"POST", version=b"HTTP/1.1", host=True):
        return (method + b" /submit " + version + b"\r\n" + (HOST if host else b"")
                + headers + b"\r\n" + body)

    def chunked(body, extra=b""):
        return post(b"Transfer-Encoding: chunked\r\n" + extra, body)

    def cl(value, body=b"hello"):
        return post(b"Content-Length: " + value + b"\r\n", body)

    def te(value, body=b"5\r\nhello\r\n0\r\n\r\n", extra=b""):
        return post(b"Transfer-Encoding: " + value + b"\r\n" + extra, body)

    # basic
    add("basic/GET root", get())
    add("basic/GET query", get(b"/v1/emoji.png?rate=4&x=%20y&empty="))
    add("basic/HEAD", get(b"/healthz", method=b"HEAD"))
    add("basic/POST body", cl(b"5"))
    add("basic/OPTIONS path", get(b"/v1/render", method=b"OPTIONS"))
    add("basic/PUT", post(b"Content-Length: 2\r\n", b"{}", method=b"PUT"))
    add("basic/DELETE", get(b"/x/1", method=b"DELETE"))
    add("basic/PATCH", post(b"Content-Length: 3\r\n", b"abc", method=b"PATCH"))
    add("basic/HTTP/1.0 without Host", b"GET / HTTP/1.0\r\n\r\n")
    add("basic/HTTP/1.0 POST", b"POST / HTTP/1.0\r\nContent-Length: 3\r\n\r\nabc")
    add("basic/GET with body", get(extra=b"Content-Length: 3\r\n") + b"abc")
    add("basic/POST without length", post(b""))
    add("basic/empty input", b"")
    add("basic/partial request line", b"GET / HT")
    add("basic/partial method", b"G")
    add("basic/headers unterminated", b"GET / HTTP/1.1\r\nHost: example.com\r\n")
    add("basic/header line unterminated", b"GET / HTTP/1.1\r\nHost: exam")
    add("basic/body short of length", cl(b"10"))
    add("basic/Connection close", get(extra=b"Connection: close\r\n"))
    add("basic/Expect 100-continue", post(b"Expect: 100-continue\r\nContent-Length: 5\r\n", b"hello"))
    add("basic/browser headers", get(b"/v1/emoji.png?rate=4", b"User-Agent: Mozilla/5.0 (X11; Linux x86_64)\r\n"
        b"Accept: image/avif,image/webp,*/*;q=0.8\r\nAccept-Language: en-US,en;q=0.5\r\n"
        b"Accept-Encoding: gzip, deflate, br\r\nConnection: keep-alive\r\n"
        b"If-None-Match: \"abc\"\r\nCache-Control: max-age=0\r\n"))
    add("basic/binary body", cl(b"8", bytes(range(0xf8, 0x100))))

    # pipeline
    add("pipeline/two GETs", get(b"/a") + get(b"/b"))
    add("pipeline/GET then POST", get(b"/a") + cl(b"5"))
    add("pipeline/POST then GET", cl(b"5") + get(b"/b"))
    add("pipeline/GET POST-chunked HEAD",
        get(b"/a") + chunked(b"3\r\nabc\r\n0\r\n\r\n") + get(b"/c", method=b"HEAD"))
    add("pipeline/GET then partial", get(b"/a") + b"GET /b HTTP/1.1\r\nHo")
    add("pipeline/HTTP/1.0 then GET", b"GET /a HTTP/1.0\r\n\r\n" + get(b"/b"))
    add("pipeline/HTTP/1.0 keep-alive then GET",
        b"GET /a HTTP/1.0\r\nConnection: keep-alive\r\n\r\n" + get(b"/b"))
    add("pipeline/Connection close then GET", get(b"/a", b"Connection: close\r\n") + get(b"/b"))
    add("pipeline/CRLF between requests", get(b"/a") + b"\r\n" + get(b"/b"))
    add("pipeline/trailing CRLF", get(b"/a") + b"\r\n")
    add("pipeline/body longer than length", cl(b"3", b"helloGET / HTTP/1.1\r\n\r\n"))
    add("pipeline/chunked then GET", chunked(b"5\r\nhello\r\n0\r\n\r\n") + get(b"/b"))
    add("pipeline/chunked close then GET",
        chunked(b"0\r\n\r\n", b"Connection: close\r\n") + get(b"/b"))

    # Content-Length
    add("cl/valid", cl(b"5"))
    add("cl/zero", cl(b"0", b""))
    add("cl/leading zeros", cl(b"005"))
    add("cl/many leading zeros", cl(b"0000000000000000000005"))
    add("cl/plus sign", cl(b"+5"))
    add("cl/minus one", cl(b"-1", b""))
    add("cl/space inside", cl(b"1 0", b"helloworld"))
    add("cl/trailing space", post(b"Content-Length: 5 \r\n", b"hello"))
    add("cl/tab around", post(b"Content-Length:\t5\t\r\n", b"hello"))
    add("cl/hex", cl(b"0x5"))
    add("cl/hex digits", cl(b"a", b"helloworld"))
    add("cl/trailing letter", cl(b"5a"))
    add("cl/decimal point", cl(b"5.0"))
    add("cl/20 nines", cl(b"99999999999999999999"))
    add("cl/21 digits", cl(b"100000000000000000000"))
    add("cl/2^63", cl(b"9223372036854775808"))
    add("cl/2^63-1", cl(b"9223372036854775807"))
    add("cl/2^64", cl(b"18446744073709551616"))
    add("cl/2^64-1", cl(b"18446744073709551615"))
    add("cl/duplicate equal", post(b"Content-Length: 5\r\nContent-Length: 5\r\n", b"hello"))
    add("cl/duplicate different", post(b"Content-Length: 5\r\nContent-Length: 6\r\n", b"hello!"))
    add("cl/comma list equal", cl(b"5, 5"))
    add("cl/comma list equal no space", cl(b"5,5"))
    add("cl/comma list different", cl(b"5, 6", b"hello!"))
    add("cl/trailing comma", cl(b"5,"))
    add("cl/empty value", cl(b"", b""))
    add("cl/empty then body", cl(b"", b"GET / HTTP/1.1\r\n\r\n"))
    add("cl/HTTP/1.0", post(b"Content-Length: 5\r\n", b"hello", version=b"HTTP/1.0", host=False))
    add("cl/obs-fold value", post(b"Content-Length:\r\n 5\r\n", b"hello"))
    add("cl/name case", post(b"content-LENGTH: 5\r\n", b"hello"))
    add("cl/on GET zero", get(extra=b"Content-Length: 0\r\n"))

    # chunked framing
    add("chunked/proper", chunked(b"5\r\nhello\r\n0\r\n\r\n"))
    add("chunked/two chunks", chunked(b"5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n"))
    add("chunked/only last chunk", chunked(b"0\r\n\r\n"))
    add("chunked/CRLF in data", chunked(b"4\r\n\r\n\r\n\r\n0\r\n\r\n"))
    add("chunked/ext a=b", chunked(b"5;a=b\r\nhello\r\n0\r\n\r\n"))
    add("chunked/ext quoted", chunked(b'5;a="q s"\r\nhello\r\n0\r\n\r\n'))
    add("chunked/ext quoted escape", chunked(b'5;a="q\\"s"\r\nhello\r\n0\r\n\r\n'))
    add("chunked/ext BWS", chunked(b"5 ; a = b\r\nhello\r\n0\r\n\r\n"))
    add("chunked/ext BWS after semicolon", chunked(b"5; a=b\r\nhello\r\n0\r\n\r\n"))
    add("chunked/ext name only", chunked(b"5;a\r\nhello\r\n0\r\n\r\n"))
    add("chunked/ext two", chunked(b"5;a=b;c=d\r\nhello\r\n0\r\n\r\n"))
    add("chunked/ext empty", chunked(b"5;\r\nhello\r\n0\r\n\r\n"))
    add("chunked/ext CTL", chunked(b"5;a=b\x01\r\nhello\r\n0\r\n\r\n"))
    add("chunked/ext NUL", chunked(b"5;a\x00=b\r\nhello\r\n0\r\n\r\n"))
    add("chunked/ext non-token", chunked(b"5;a@b=c\r\nhello\r\n0\r\n\r\n"))
    add("chunked/ext unterminated quote", chunked(b'5;a="b\r\nhello\r\n0\r\n\r\n'))
    add("chunked/ext on last chunk", chunked(b"5\r\nhello\r\n0;x=y\r\n\r\n"))
    add("chunked/ext bare LF", chunked(b"5;a=b\nhello\r\n0\r\n\r\n"))
    add("chunked/leading zeros", chunked(b"0005\r\nhello\r\n0\r\n\r\n"))
    add("chunked/many leading zeros", chunked(b"00000000000000000005\r\nhello\r\n0\r\n\r\n"))
    add("chunked/uppercase hex", chunked(b"A\r\nhelloworld\r\n0\r\n\r\n"))
    add("chunked/lowercase hex", chunked(b"a\r\nhelloworld\r\n0\r\n\r\n"))
    add("chunked/mixed case hex", chunked(b"1aB\r\n" + b"x" * 0x1ab + b"\r\n0\r\n\r\n"))
    add("chunked/minus one", chunked(b"-1\r\nhello\r\n0\r\n\r\n"))
    add("chunked/plus two", chunked(b"+2\r\nhi\r\n0\r\n\r\n"))
    add("chunked/minus zero", chunked(b"-0\r\n\r\n"))
    add("chunked/0x prefix", chunked(b"0x10\r\n" + b"x" * 16 + b"\r\n0\r\n\r\n"))
    add("chunked/non-hex digit", chunked(b"g\r\nhello\r\n0\r\n\r\n"))
    add("chunked/space before size", chunked(b" 5\r\nhello\r\n0\r\n\r\n"))
    add("chunked/space after size", chunked(b"5 \r\nhello\r\n0\r\n\r\n"))
    add("chunked/tab after size", chunked(b"5\t\r\nhello\r\n0\r\n\r\n"))
    add("chunked/tab before size", chunked(b"\t5\r\nhello\r\n0\r\n\r\n"))
    add("chunked/space inside size", chunked(b"1 0\r\n" + b"x" * 16 + b"\r\n0\r\n\r\n"))
    add("chunked/16 hex digits F", chunked(b"FFFFFFFFFFFFFFFF\r\nhello\r\n0\r\n\r\n"))
    add("chunked/17 hex digits F", chunked(b"FFFFFFFFFFFFFFFFF\r\nhello\r\n0\r\n\r\n"))
    add("chunked/2^64 in hex", chunked(b"10000000000000000\r\nhello\r\n0\r\n\r\n"))
    add("chunked/2^63 in hex", chunked(b"8000000000000000\r\nhello\r\n0\r\n\r\n"))
    add("chunked/16 digits with leading zeros", chunked(b"0000000000000005\r\nhello\r\n0\r\n\r\n"))
    add("chunked/size bigger than data", chunked(b"10\r\nhello\r\n0\r\n\r\n"))
    add("chunked/size smaller than data", chunked(b"3\r\nhello\r\n0\r\n\r\n"))
    add("chunked/missing CRLF after data", chunked(b"5\r\nhello0\r\n\r\n"))
    add("chunked/LF after data", chunked(b"5\r\nhello\n0\r\n\r\n"))
    add("chunked/CR after data", chunked(b"5\r\nhello\r0\r\n\r\n"))
    add("chunked/bare LF after size", chunked(b"5\nhello\r\n0\r\n\r\n"))
    add("chunked/bare CR after size", chunked(b"5\rhello\r\n0\r\n\r\n"))
    add("chunked/all bare LF", chunked(b"5\nhello\n0\n\n"))
    add("chunked/empty size line", chunked(b"\r\nhello\r\n0\r\n\r\n"))
    add("chunked/last chunk 000", chunked(b"5\r\nhello\r\n000\r\n\r\n"))
    add("chunked/last chunk LF LF", chunked(b"5\r\nhello\r\n0\n\n"))
    add("chunked/last chunk CR CR LF", chunked(b"5\r\nhello\r\n0\r\n\r\r\n"))
    add("chunked/trailer", chunked(b"5\r\nhello\r\n0\r\nX-Checksum: 1234\r\n\r\n"))
    add("chunked/two trailers", chunked(b"5\r\nhello\r\n0\r\nX-A: 1\r\nX-B: 2\r\n\r\n"))
    add("chunked/trailer without colon", chunked(b"5\r\nhello\r\n0\r\nbad trailer\r\n\r\n"))
    add("chunked/trailer space before colon", chunked(b"5\r\nhello\r\n0\r\nX-T : 1\r\n\r\n"))
    add("chunked/trailer folded", chunked(b"5\r\nhello\r\n0\r\nX-T: 1\r\n 2\r\n\r\n"))
    add("chunked/trailer bare LF", chunked(b"5\r\nhello\r\n0\r\nX-T: 1\n\n"))
    add("chunked/trailer Content-Length", chunked(b"5\r\nhello\r\n0\r\nContent-Length: 5\r\n\r\n"))
    add("chunked/missing final CRLF", chunked(b"5\r\nhello\r\n0\r\n"))
    add("chunked/missing last chunk", chunked(b"5\r\nhello\r\n"))
    add("chunked/ends inside data", chunked(b"5\r\nhel"))
    add("chunked/ends inside size", chunked(b"5"))
    add("chunked/ends after trailer line", chunked(b"0\r\nX-T: 1\r\n"))
    add("chunked/on GET", get(extra=b"Transfer-Encoding: chunked\r\n") + b"0\r\n\r\n")

    # Transfer-Encoding and the CL/TE smuggling catalogue
    add("te/CL then TE", post(b"Content-Length: 3\r\nTransfer-Encoding: chunked\r\n",
                              b"3\r\nabc\r\n0\r\n\r\n"))
    add("te/TE then CL", post(b"Transfer-Encoding: chunked\r\nContent-Length: 3\r\n",
                              b"3\r\nabc\r\n0\r\n\r\n"))
    add("te/CL zero and TE", post(b"Content-Length: 0\r\nTransfer-Encoding: chunked\r\n",
                                  b"0\r\n\r\n"))
    add("te/CL.TE smuggle", post(b"Content-Length: 13\r\nTransfer-Encoding: chunked\r\n",
                                 b"0\r\n\r\nSMUGGLED"))
    add("te/TE.CL smuggle", post(b"Content-Length: 3\r\nTransfer-Encoding: chunked\r\n",
                                 b"8\r\nSMUGGLED\r\n0\r\n\r\n"))
    add("te/chunked twice one line", te(b"chunked, chunked"))
    add("te/chunked twice two lines", post(b"Transfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n",
                                           b"5\r\nhello\r\n0\r\n\r\n"))
    add("te/xchunked", te(b"xchunked"))
    add("te/chunk", te(b"chunk"))
    add("te/chunked identity", te(b"chunked, identity"))
    add("te/identity chunked", te(b"identity, chunked"))
    add("te/gzip chunked", te(b"gzip, chunked"))
    add("te/chunked gzip", te(b"chunked, gzip"))
    add("te/identity alone", te(b"identity", b"hello"))
    add("te/identity with CL", te(b"identity", b"hello", b"Content-Length: 5\r\n"))
    add("te/gzip with CL", te(b"gzip", b"hello", b"Content-Length: 5\r\n"))
    add("te/empty value", te(b"", b""))
    add("te/two lines identity then chunked",
        post(b"Transfer-Encoding: identity\r\nTransfer-Encoding: chunked\r\n", b"5\r\nhello\r\n0\r\n\r\n"))
    add("te/leading space", te(b" chunked"))
    add("te/leading tab", post(b"Transfer-Encoding:\t\tchunked\r\n", b"5\r\nhello\r\n0\r\n\r\n"))
    add("te/tab after colon", post(b"Transfer-Encoding:\tchunked\r\n", b"5\r\nhello\r\n0\r\n\r\n"))
    add("te/no space after colon", post(b"Transfer-Encoding:chunked\r\n", b"5\r\nhello\r\n0\r\n\r\n"))
    add("te/trailing space", te(b"chunked "))
    add("te/space before colon", post(b"Transfer-Encoding : chunked\r\n", b"5\r\nhello\r\n0\r\n\r\n"))
    add("te/underscore name", post(b"Transfer_Encoding: chunked\r\n", b"5\r\nhello\r\n0\r\n\r\n"))
    add("te/underscore name with CL", post(b"Transfer_Encoding: chunked\r\nContent-Length: 5\r\n",
                                           b"hello"))
    add("te/vertical tab before", te(b"\x0bchunked"))
    add("te/vertical tab after", te(b"chunked\x0b"))
    add("te/form feed before", te(b"\x0cchunked"))
    add("te/NUL after", te(b"chunked\x00"))
    add("te/CR inside", te(b"chunked\rx"))
    add("te/uppercase", te(b"CHUNKED"))
    add("te/mixed case", te(b"ChUnKeD"))
    add("te/quoted", te(b'"chunked"'))
    add("te/with parameter", te(b"chunked;q=1"))
    add("te/HTTP/1.0", post(b"Transfer-Encoding: chunked\r\n", b"5\r\nhello\r\n0\r\n\r\n",
                            version=b"HTTP/1.0", host=False))
    add("te/HTTP/1.0 with CL", post(b"Transfer-Encoding: chunked\r\nContent-Length: 3\r\n",
                                    b"5\r\nhello\r\n0\r\n\r\n", version=b"HTTP/1.0", host=False))
    add("te/obs-fold value", post(b"Transfer-Encoding:\r\n chunked\r\n", b"5\r\nhello\r\n0\r\n\r\n"))
    add("te/obs-fold continuation", post(b"Transfer-Encoding: chunked\r\n , identity\r\n",
                                         b"5\r\nhello\r\n0\r\n\r\n"))
    add("te/obs-fold before TE", post(b"X-A: 1\r\n Transfer-Encoding: chunked\r\n", b"5\r\nhello\r\n0\r\n\r\n"))
    add("te/name uppercase", post(b"TRANSFER-ENCODING: chunked\r\n", b"5\r\nhello\r\n0\r\n\r\n"))

    # header syntax
    add("header/obs-fold SP", get(extra=b"X-A: one\r\n two\r\n"))
    add("header/obs-fold HTAB", get(extra=b"X-A: one\r\n\ttwo\r\n"))
    add("header/obs-fold first line", b"GET / HTTP/1.1\r\n X-A: 1\r\n" + HOST + b"\r\n")
    add("header/obs-fold empty value", get(extra=b"X-A:\r\n two\r\n"))
    add("header/space before colon", get(extra=b"X-A : 1\r\n"))
    add("header/tab before colon", get(extra=b"X-A\t: 1\r\n"))
    add("header/empty name", get(extra=b": 1\r\n"))
    add("header/name space inside", get(extra=b"a b: 1\r\n"))
    add("header/name at sign", get(extra=b"a@b: 1\r\n"))
    add("header/name parenthesis", get(extra=b"a(b): 1\r\n"))
    add("header/name quote", get(extra=b'a"b: 1\r\n'))
    add("header/name UTF-8", get(extra="é: 1\r\n".encode()))
    add("header/name token chars", get(extra=b"!#$%&'*+-.^_`|~09Az: 1\r\n"))
    add("header/name NUL", get(extra=b"a\x00b: 1\r\n"))
    add("header/no colon", get(extra=b"NoColon\r\n"))
    add("header/no colon with value", get(extra=b"X-A 1\r\n"))
    add("header/value CTL", get(extra=b"X-A: a\x01b\r\n"))
    add("header/value NUL", get(extra=b"X-A: a\x00b\r\n"))
    add("header/value DEL", get(extra=b"X-A: a\x7fb\r\n"))
    add("header/value vertical tab", get(extra=b"X-A: a\x0bb\r\n"))
    add("header/value form feed", get(extra=b"X-A: a\x0cb\r\n"))
    add("header/value ESC", get(extra=b"X-A: a\x1bb\r\n"))
    add("header/value bare CR inside", get(extra=b"X-A: a\rb\r\n"))
    add("header/value HTAB inside", get(extra=b"X-A: a\tb\r\n"))
    add("header/value obs-text", get(extra=b"X-A: a\x80\xff\r\n"))
    add("header/value UTF-8", get(extra="X-A: café\r\n".encode()))
    add("header/value leading and trailing whitespace", get(extra=b"X-A:   a b \t \r\n"))
    add("header/value no space", get(extra=b"X-A:1\r\n"))
    add("header/value colon", get(extra=b"X-A: a:b: c\r\n"))
    add("header/empty value", get(extra=b"X-A:\r\n"))
    add("header/empty value then header", get(extra=b"X-A:\r\nX-B: 2\r\n"))
    add("header/whitespace value then header", get(extra=b"X-A: \t \r\nX-B: 2\r\n"))
    add("header/empty value last", b"GET / HTTP/1.1\r\n" + HOST + b"X-A:\r\n\r\n")
    add("header/empty value with body", post(b"X-A:\r\nContent-Length: 5\r\n", b"hello"))
    add("header/empty value before chunked", post(b"Transfer-Encoding: chunked\r\nX-A:\r\n",
                                                  b"5\r\nhello\r\n0\r\n\r\n"))
    add("header/duplicate names", get(extra=b"X-A: 1\r\nx-a: 2\r\nX-A: 3\r\n"))
    add("header/value 4 KiB", get(extra=b"X-Long: " + b"v" * 4096 + b"\r\n"))
    add("header/value 6 KiB", get(extra=b"X-Long: " + b"w" * 6144 + b"\r\n"))
    add("header/50 headers", get(extra=b"".join(b"X-H%d: %d\r\n" % (i, i) for i in range(50))))
    add("header/100 headers", get(extra=b"".join(b"X-H%d: v\r\n" % i for i in range(100))))
    add("header/whitespace-only line", b"GET / HTTP/1.1\r\n" + HOST + b" \r\n\r\n")
    add("header/line starting with colon", get(extra=b":X-A: 1\r\n"))

    # line endings
    add("eol/bare LF everywhere", b"GET / HTTP/1.1\nHost: example.com\n\n")
    add("eol/bare LF request line", b"GET / HTTP/1.1\n" + HOST + b"\r\n")
    add("eol/bare LF header line", b"GET / HTTP/1.1\r\nHost: example.com\n\r\n")
    add("eol/bare LF end of headers", b"GET / HTTP/1.1\r\n" + HOST + b"\n")
    add("eol/LF then CRLF end", b"GET / HTTP/1.1\r\nHost: example.com\n\r\n")
    add("eol/bare LF with body", b"POST / HTTP/1.1\nHost: example.com\nContent-Length: 5\n\nhello")
    add("eol/bare CR request line", b"GET / HTTP/1.1\r" + HOST + b"\r\n")
    add("eol/bare CR header line", b"GET / HTTP/1.1\r\nHost: example.com\rX-A: 1\r\n\r\n")
    add("eol/bare CR end of headers", b"GET / HTTP/1.1\r\n" + HOST + b"\r")
    add("eol/bare CR then data", b"GET / HTTP/1.1\r\n" + HOST + b"\rX")
    add("eol/CR CR LF header line", b"GET / HTTP/1.1\r\nHost: example.com\r\r\n\r\n")
    add("eol/CR CR LF request line", b"GET / HTTP/1.1\r\r\n" + HOST + b"\r\n")
    add("eol/CRLF before request", b"\r\n" + get())
    add("eol/two CRLF before request", b"\r\n\r\n" + get())
    add("eol/LF before request", b"\n" + get())
    add("eol/LF LF before request", b"\n\n" + get())
    add("eol/CR CR LF before request", b"\r\r\n" + get())
    add("eol/only CRLF", b"\r\n")
    add("eol/only CR", b"\r")
    add("eol/ends with CR", b"GET / HTTP/1.1\r\n" + HOST + b"\r")
    add("eol/LF CR LF end", b"GET / HTTP/1.1\r\n" + b"Host: example.com\n\r\n")

    # request line
    add("line/lowercase method", get(method=b"get"))
    add("line/unknown method FOO", get(method=b"FOO"))
    add("line/WebDAV PROPFIND", get(method=b"PROPFIND"))
    add("line/PURGE", get(method=b"PURGE"))
    add("line/QUERY", get(method=b"QUERY"))
    add("line/M-SEARCH", get(method=b"M-SEARCH", target=b"*"))
    add("line/RTSP DESCRIBE", get(method=b"DESCRIBE"))
    add("line/token method with symbols", get(method=b"X-FOO_1!"))
    add("line/method paren", get(method=b"GE(T"))
    add("line/method at", get(method=b"G@T"))
    add("line/method NUL", get(method=b"GET\x00"))
    add("line/method UTF-8", get(method="GÉT".encode()))
    add("line/GETX", get(method=b"GETX"))
    add("line/GE", get(method=b"GE"))
    add("line/two spaces before target", b"GET  / HTTP/1.1\r\n" + HOST + b"\r\n")
    add("line/two spaces before version", b"GET /  HTTP/1.1\r\n" + HOST + b"\r\n")
    add("line/tab separators", b"GET\t/\tHTTP/1.1\r\n" + HOST + b"\r\n")
    add("line/leading space", b" GET / HTTP/1.1\r\n" + HOST + b"\r\n")
    add("line/missing version", b"GET /\r\n" + HOST + b"\r\n")
    add("line/missing target", b"GET HTTP/1.1\r\n" + HOST + b"\r\n")
    add("line/empty target", b"GET  HTTP/1.1\r\n" + HOST + b"\r\n")
    add("line/HTTP/1.2", get(version=b"HTTP/1.2"))
    add("line/HTTP/2.0", get(version=b"HTTP/2.0"))
    add("line/HTTP/0.9", get(version=b"HTTP/0.9"))
    add("line/HTTP/1.10", get(version=b"HTTP/1.10"))
    add("line/HTTP/11", get(version=b"HTTP/11"))
    add("line/HTTP/1", get(version=b"HTTP/1"))
    add("line/lowercase version", get(version=b"http/1.1"))
    add("line/trailing space", b"GET / HTTP/1.1 \r\n" + HOST + b"\r\n")
    add("line/PRI preface", b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n")
    add("line/target space", get(b"/a b"))
    add("line/target CTL", get(b"/a\x01b"))
    add("line/target DEL", get(b"/a\x7fb"))
    add("line/target NUL", get(b"/a\x00b"))
    add("line/target tab", get(b"/a\tb"))
    add("line/target UTF-8", get("/café".encode()))
    add("line/target obs-text", get(b"/\x80\xff"))
    add("line/target fragment", get(b"/a#frag"))
    add("line/target special chars", get(b"/a\"<>{}|\\^`[]"))
    add("line/target percent NUL", get(b"/a%00b"))
    add("line/target no slash", get(b"a/b"))
    add("line/target double slash", get(b"//x/y"))
    add("line/absolute-form", get(b"http://example.com/path?q=1"))
    add("line/absolute-form https port", get(b"https://example.com:8443/"))
    add("line/absolute-form no path", get(b"http://example.com"))
    add("line/absolute-form userinfo", get(b"http://user:pw@example.com/"))
    add("line/asterisk-form OPTIONS", get(b"*", method=b"OPTIONS"))
    add("line/asterisk-form GET", get(b"*"))
    add("line/authority-form GET", get(b"example.com:443"))
    add("line/long target", get(b"/" + b"a" * 3000))

    # Host
    add("host/missing in 1.1", b"GET / HTTP/1.1\r\n\r\n")
    add("host/missing in 1.1 with header", b"GET / HTTP/1.1\r\nX-A: 1\r\n\r\n")
    add("host/two fields", get(extra=b"Host: other.example\r\n"))
    add("host/two fields equal", get(extra=HOST))
    add("host/empty", b"GET / HTTP/1.1\r\nHost:\r\n\r\n")
    add("host/userinfo", b"GET / HTTP/1.1\r\nHost: user@example.com\r\n\r\n")
    add("host/space inside", b"GET / HTTP/1.1\r\nHost: exa mple.com\r\n\r\n")
    add("host/port", b"GET / HTTP/1.1\r\nHost: example.com:8080\r\n\r\n")
    add("host/IPv6", b"GET / HTTP/1.1\r\nHost: [::1]:8080\r\n\r\n")
    add("host/in 1.0", b"GET / HTTP/1.0\r\nHost: example.com\r\n\r\n")
    add("host/absolute-form differs", b"GET http://a.example/ HTTP/1.1\r\nHost: b.example\r\n\r\n")
    add("host/lowercase name", b"GET / HTTP/1.1\r\nhost: example.com\r\n\r\n")

    # connection management, upgrades, CONNECT
    add("misc/Upgrade websocket", get(b"/ws", b"Upgrade: websocket\r\nConnection: Upgrade\r\n") + b"\x81\x00")
    add("misc/Upgrade then GET", get(b"/ws", b"Upgrade: websocket\r\nConnection: Upgrade\r\n") + get(b"/b"))
    add("misc/Upgrade without Connection", get(b"/ws", b"Upgrade: websocket\r\n") + get(b"/b"))
    add("misc/Upgrade h2c", get(b"/", b"Connection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\n"
                                      b"HTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA\r\n"))
    add("misc/CONNECT", b"CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n")
    add("misc/CONNECT with tunnel bytes", b"CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n"
        b"\x16\x03\x01")
    add("misc/CONNECT origin-form", b"CONNECT / HTTP/1.1\r\n" + HOST + b"\r\n")
    add("misc/Connection keep-alive close", get(extra=b"Connection: keep-alive, close\r\n") + get(b"/b"))
    add("misc/Connection CLOSE uppercase", get(extra=b"Connection: CLOSE\r\n") + get(b"/b"))
    add("misc/POST close then GET", post(b"Content-Length: 5\r\nConnection: close\r\n", b"hello") + get(b"/b"))
    add("misc/HEAD with Content-Length", get(method=b"HEAD", extra=b"Content-Length: 5\r\n") + b"hello")

    names = [name for name, _ in cases]
    assert len(names) == len(set(names)), "duplicate case names"
    # A mutation may double the longest line: the result stays under h11's 16 KiB head limit.
    assert all(len(data) + max(map(len, lines_of(data)), default=0) < MAX_CASE for _, data in cases)
    return cases


# ---------------------------------------------------------------- mutations

MAX_CASE = 14 * 1024  # bytes; h11 refuses a head above 16 KiB
INTERESTING = b"\r\n \t:;,-+0fF\x00\x7f\x80\"="
HEADER_NAME = re.compile(rb"(?m)^[!#$%&'*+.^_`|~0-9A-Za-z-]+(?=[ \t]*:)")


def lines_of(data):
    """Lines with their LF kept; the last one may lack it."""
    return [line for line in re.split(rb"(?<=\n)", data) if line]


def mutate(rng, data):
    """One mutation of data: (new bytes, description)."""
    ops = ["replace", "insert", "delete", "dupline", "dropline", "swaplines", "case", "digit"]
    while True:
        op = rng.choice(ops)
        if op in ("replace", "insert", "delete"):
            limit = len(data) + (1 if op == "insert" else 0)
            if limit == 0:
                continue
            position = rng.randrange(limit)
            if op == "delete":
                return data[:position] + data[position + 1:], f"delete@{position}"
            byte = INTERESTING[rng.randrange(len(INTERESTING))]
            rest = position + (1 if op == "replace" else 0)
            return data[:position] + bytes([byte]) + data[rest:], f"{op}@{position} 0x{byte:02x}"
        lines = lines_of(data)
        if op in ("dupline", "dropline") and lines:
            index = rng.randrange(len(lines))
            if op == "dupline":
                lines.insert(index, lines[index])
            else:
                del lines[index]
            return b"".join(lines), f"{op} {index}"
        if op == "swaplines" and len(lines) >= 2:
            first, second = sorted(rng.sample(range(len(lines)), 2))
            lines[first], lines[second] = lines[second], lines[first]
            return b"".join(lines), f"swaplines {first} {second}"
        if op == "case":
            names = [m for m in HEADER_NAME.finditer(data) if m.start() > 0]
            letters = [m.start() + i for m in names for i, c in enumerate(m.group())
                       if chr(c).isalpha()]
            if letters:
                position = rng.choice(letters)
                return (data[:position] + data[position:position + 1].swapcase()
                        + data[position + 1:], f"case@{position}")
        if op == "digit":
            digits = [i for i, c in enumerate(data) if 0x30 <= c <= 0x39]
            if digits:
                position = rng.choice(digits)
                digit = rng.choice([d for d in b"0123456789" if d != data[position]])
                return (data[:position] + bytes([digit]) + data[position + 1:],
                        f"digit@{position} {chr(digit)}")


# ---------------------------------------------------------------- parsers

def text(raw):
    return bytes(raw).decode("latin-1")


def fields(pairs):
    return [[text(n).lower(), text(bytes(v).strip(b" \t"))] for n, v in pairs]


def record(method, target, headers, trailers, body):
    return {"method": text(method), "target": text(target), "headers": fields(headers),
            "trailers": fields(trailers), "body": base64.b64encode(bytes(body)).decode()}


class LlhttpCollector:
    def __init__(self):
        self.parser = None
        self.requests = []
        self.in_message = False

    def on_message_begin(self):
        self.in_message = True
        self.url, self.headers, self.trailers, self.body = b"", [], [], b""
        self.headers_done = False

    def on_url(self, piece):
        self.url += piece

    def on_header(self, name, value):
        (self.trailers if self.headers_done else self.headers).append((name, value))

    def on_headers_complete(self):
        self.headers_done = True

    def on_body(self, piece):
        self.body += piece

    def on_message_complete(self):
        self.in_message = False
        self.requests.append(record(self.parser.get_method(), self.url, self.headers,
                                    self.trailers, self.body))


def llhttp_outcome(data, byte_by_byte=False):
    collector = LlhttpCollector()
    parser = httptools.HttpRequestParser(collector)
    collector.parser = parser
    outcome = {"requests": collector.requests}
    try:
        if byte_by_byte:
            for index in range(len(data)):
                parser.feed_data(data[index:index + 1])
        elif data:
            parser.feed_data(data)
    except httptools.HttpParserUpgrade:
        outcome["end"] = "upgrade"
    except httptools.HttpParserError as error:
        outcome["end"] = "error"
        outcome["error"] = str(error) or type(error).__name__
    else:
        outcome["end"] = "incomplete" if collector.in_message else "complete"
    return outcome


def h11_outcome(data):
    connection = h11.Connection(our_role=h11.SERVER)
    if data:
        connection.receive_data(data)  # never b"": that would be EOF
    requests, current = [], None
    outcome = {"requests": requests}
    while True:
        try:
            event = connection.next_event()
        except h11.RemoteProtocolError as error:
            outcome["end"] = "error"
            outcome["error"] = str(error) or type(error).__name__
            return outcome
        if isinstance(event, h11.Request):
            current = [event.method, event.target, list(event.headers), [], b""]
        elif isinstance(event, h11.Data):
            current[4] += event.data
        elif isinstance(event, h11.EndOfMessage):
            current[3] = list(event.headers)
            requests.append(record(*current))
            current = None
            connection.send(h11.Response(status_code=200, headers=[("Content-Length", "0")]))
            if connection.their_state is h11.SWITCHED_PROTOCOL:  # a CONNECT, now accepted
                outcome["end"] = "upgrade"
                return outcome
            connection.send(h11.EndOfMessage())
            try:
                connection.start_next_cycle()
            except h11.LocalProtocolError:
                pass  # the connection ends here: h11 now expects EOF, more bytes are an error
        elif event is h11.NEED_DATA:
            pending = current is not None or connection.trailing_data[0]
            outcome["end"] = "incomplete" if pending else "complete"
            return outcome
        else:
            raise AssertionError(f"h11 gave {event!r} in states {connection.states}")


# ---------------------------------------------------------------- main

def versions():
    bundled = BUNDLED_LLHTTP.get(httptools.__version__)
    llhttp = f"httptools {httptools.__version__}" + (f", llhttp {bundled}" if bundled else "")
    return {"llhttp": llhttp, "h11": h11.__version__}


def main():
    arguments = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    arguments.add_argument("--seed", type=int, default=1)
    arguments.add_argument("--mutations", type=int, default=3000)
    arguments.add_argument("--check-split", action="store_true",
                           help="also feed llhttp each corpus case byte by byte; report on stderr")
    options = arguments.parse_args()

    corpus = build_corpus()
    rng = random.Random(options.seed)
    cases = list(corpus)
    for index in range(options.mutations):
        source, data = corpus[rng.randrange(len(corpus))]
        mutated, operation = mutate(rng, data)
        assert len(mutated) < MAX_CASE
        cases.append((f"mutation/{options.seed}-{index}/{source}/{operation}", mutated))

    out = []
    for name, data in cases:
        out.append({"name": name, "bytes": base64.b64encode(data).decode(),
                    "llhttp": llhttp_outcome(data), "h11": h11_outcome(data)})

    if options.check_split:
        for (name, data), case in zip(corpus, out):
            split = llhttp_outcome(data, byte_by_byte=True)
            if split != case["llhttp"]:
                print(f"llhttp byte by byte differs: {name}: {split} vs {case['llhttp']}",
                      file=sys.stderr)

    json.dump({"versions": versions(), "cases": out}, sys.stdout, separators=(",", ":"))
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
