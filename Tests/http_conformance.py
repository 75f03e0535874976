#!/usr/bin/env python3
"""HTTP conformance of `ttg-render serve`, as caches, proxies and browsers read it.

Usage: http_conformance.py PORT ALLOWED_ORIGIN

PORT is a running `ttg-render serve --secret … --allow-origin ALLOWED_ORIGIN` on 127.0.0.1.
Every request is written as raw bytes on a socket of its own; every response is read by h11
(a strict HTTP/1.1 parser, RFC 9112), never by our own code. Prints one JSON line a check:
{"check": name, "ok": bool, "detail": text}. RFC 9110 (semantics), 9111 (caching) and 9112
(syntax and framing) are the references each check names.
"""
import json
import socket
import sys
import time

import h11

PORT = int(sys.argv[1])
ALLOWED = sys.argv[2]
HOST = f"127.0.0.1:{PORT}"
EMOJI = "/v1/emoji.png?rate=4"


class Response:
    def __init__(self, status, headers, body, closed, seconds):
        self.seconds = seconds  # from the request's sending to the response's end
        self.status = status
        self.headers = headers
        self.body = body
        self.closed = closed

    def field(self, name):
        values = [v for n, v in self.headers if n == name.lower()]
        return ", ".join(values) if values else None


def exchange(raw, methods=("GET",), timeout=5.0):
    """Sends `raw` on a new connection and reads one response per method in `methods` with
    h11; `closed` says whether the server closed the connection after them."""
    sock = socket.create_connection(("127.0.0.1", PORT), timeout=timeout)
    started = time.time()
    sock.sendall(raw)
    client = h11.Connection(our_role=h11.CLIENT)
    responses = []
    for index, method in enumerate(methods):
        if index > 0:
            try:
                client.start_next_cycle()
            except h11.LocalProtocolError:
                # The server said it closes: nothing more may be read.
                responses.append(None)
                break
        # h11 learns the method (HEAD has no body) from a request it is told was sent.
        client.send(h11.Request(method=method, target="/", headers=[("Host", HOST)]))
        client.send(h11.EndOfMessage())
        status, headers, body = None, [], b""
        while True:
            event = client.next_event()
            if event is h11.NEED_DATA:
                try:
                    data = sock.recv(65536)
                except socket.timeout:
                    sock.close()
                    return responses + [None]
                client.receive_data(data)
                continue
            if isinstance(event, h11.InformationalResponse):
                continue
            if isinstance(event, h11.Response):
                status = event.status_code
                headers = [(n.decode().lower(), v.decode()) for n, v in event.headers]
            elif isinstance(event, h11.Data):
                body += event.data
            elif isinstance(event, h11.EndOfMessage):
                break
            elif isinstance(event, h11.ConnectionClosed):
                sock.close()
                return responses + [None]
        responses.append(Response(status, headers, body, False, time.time() - started))
    # Closed: the peer's end of file comes within a moment.
    sock.settimeout(1.0)
    closed = False
    try:
        closed = sock.recv(1) == b""
    except (socket.timeout, ConnectionResetError):
        closed = False
    except OSError:
        closed = True
    sock.close()
    last = [r for r in responses if r is not None]
    if last:
        last[-1].closed = closed
    return responses


def request(method, target, headers=(), body=b"", version="HTTP/1.1", host=True):
    lines = [f"{method} {target} {version}"]
    if host:
        lines.append(f"Host: {HOST}")
    lines += [f"{n}: {v}" for n, v in headers]
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + body


def one(method, target, headers=(), body=b"", **options):
    return exchange(request(method, target, headers, body, **options), (method,))[0]


results = []


def check(name, ok, detail=""):
    results.append({"check": name, "ok": bool(ok), "detail": str(detail)})


def status_of(response):
    return response.status if response else "no response"


# RFC 9110 §9.3.2, §8.6: HEAD gets the GET's fields, its Content-Length included.
for target in [EMOJI, "/v1/nowhere.png", "/v1/emoji.png?rate=x", "/healthz"]:
    get, head = one("GET", target), one("HEAD", target)
    check(
        f"HEAD {target} has GET's Content-Length",
        get and head and head.body == b"" and head.status == get.status
        and head.field("content-length") == str(len(get.body)),
        f"GET {status_of(get)} {len(get.body) if get else '-'} bytes, HEAD {status_of(head)} "
        f"Content-Length {head.field('content-length') if head else '-'}")

first = one("GET", EMOJI)
etag = first.field("etag")
last_modified = first.field("last-modified")
check("a render has a strong ETag and Last-Modified", etag and etag.startswith('"') and last_modified, etag)


def conditional(name, headers, expected, method="GET"):
    response = one(method, EMOJI, headers)
    check(name, response and response.status == expected, f"{status_of(response)}, expected {expected}")
    return response


# RFC 9110 §13.1.2: If-None-Match uses the weak comparison, takes lists and *.
not_modified = conditional("If-None-Match with the ETag: 304", [("If-None-Match", etag)], 304)
check(
    "a 304 sends no Content-Length and the 200's validators (RFC 9110 §15.4.5)",
    not_modified and not_modified.field("content-length") is None and not_modified.body == b""
    and not_modified.field("etag") == etag and not_modified.field("cache-control") == first.field("cache-control")
    and not_modified.field("vary") == first.field("vary"),
    not_modified.headers if not_modified else "no response")
conditional("If-None-Match W/ (weak comparison): 304", [("If-None-Match", "W/" + etag)], 304)
conditional("If-None-Match list: 304", [("If-None-Match", '"other", ' + etag)], 304)
conditional("If-None-Match *: 304", [("If-None-Match", "*")], 304)
conditional("If-None-Match another tag: 200", [("If-None-Match", '"other"')], 200)
conditional("HEAD If-None-Match: 304", [("If-None-Match", etag)], 304, method="HEAD")
# §13.1.1: If-Match uses the strong comparison.
conditional("If-Match another tag: 412", [("If-Match", '"other"')], 412)
conditional("If-Match weak: 412", [("If-Match", "W/" + etag)], 412)
conditional("If-Match the ETag: 200", [("If-Match", etag)], 200)
conditional("If-Match *: 200", [("If-Match", "*")], 200)
# §13.1.4, §13.1.3.
conditional("If-Unmodified-Since before Last-Modified: 412",
            [("If-Unmodified-Since", "Sun, 06 Nov 1994 08:49:37 GMT")], 412)
conditional("If-Unmodified-Since Last-Modified: 200", [("If-Unmodified-Since", last_modified)], 200)
conditional("If-Modified-Since Last-Modified: 304", [("If-Modified-Since", last_modified)], 304)
conditional("If-Modified-Since before: 200", [("If-Modified-Since", "Sun, 06 Nov 1994 08:49:37 GMT")], 200)
conditional("If-None-Match wins over If-Modified-Since",
            [("If-None-Match", '"other"'), ("If-Modified-Since", last_modified)], 200)

# RFC 9111 §5.2.2.5: what no cache may keep.
for target in ["/healthz", "/readyz", "/v1/emoji.png?rate=x", "/v1/nowhere.png"]:
    response = one("GET", target)
    control = response.field("cache-control") if response else None
    check(f"{target} is Cache-Control: no-store", control == "no-store", control)
response = one("GET", "/metrics")
check("/metrics is not on the service's listener", response and response.status == 404, status_of(response))

# RFC 9112 §3.2: exactly one Host.
response = one("GET", EMOJI, host=False)
check("HTTP/1.1 without Host: 400", response and response.status == 400, status_of(response))
response = one("GET", EMOJI, [("Host", HOST)])
check("two Host fields: 400", response and response.status == 400, status_of(response))
response = one("GET", EMOJI, host=False, version="HTTP/1.0")
check("HTTP/1.0 without Host: 200, then closed", response and response.status == 200 and response.closed,
      f"{status_of(response)} closed={response.closed if response else '-'}")
# §5.1, §5.2: no whitespace before a colon, no folded lines.
response = exchange(f"GET {EMOJI} HTTP/1.1\r\nHost : {HOST}\r\n\r\n".encode())[0]
check("space before a header's colon: 400", response and response.status == 400, status_of(response))
response = exchange(f"GET {EMOJI} HTTP/1.1\r\nHost: {HOST}\r\nX-A: b\r\n c\r\n\r\n".encode())[0]
check("a folded header line: 400", response and response.status == 400, status_of(response))
response = exchange(f"GET {EMOJI} HTTP/1.1\r\nHost: {HOST}\r\nX-A: b\rc\r\n\r\n".encode())[0]
check("a bare CR in a field: 400", response and response.status == 400, status_of(response))

# §6.1, §6.3, §11.2: framing that a proxy could read differently is refused and closed.
smuggled = (f"POST /v1/siteverify HTTP/1.1\r\nHost: {HOST}\r\nContent-Length: 4\r\n"
            f"Transfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET {EMOJI} HTTP/1.1\r\nHost: {HOST}\r\n\r\n").encode()
responses = exchange(smuggled, ("POST", "GET"))
check("Content-Length with Transfer-Encoding: 400 and closed, nothing after it answered",
      responses[0] and responses[0].status == 400 and (len(responses) < 2 or responses[1] is None),
      [status_of(r) for r in responses])
response = one("POST", "/v1/siteverify", [("Content-Length", "2"), ("Content-Length", "3")], b"{}x")
check("two different Content-Length: 400", response and response.status == 400 and response.closed,
      status_of(response))
response = one("POST", "/v1/siteverify", [("Content-Length", "2"), ("Content-Length", "2")], b"{}")
check("a repeated Content-Length: 400", response and response.status == 400, status_of(response))
response = one("POST", "/v1/siteverify", [("Content-Length", "+2")], b"{}")
check("a signed Content-Length: 400", response and response.status == 400, status_of(response))
response = one("POST", "/v1/siteverify", [("Transfer-Encoding", "gzip")], b"")
check("Transfer-Encoding gzip: 501 at once", response and response.status == 501 and response.seconds < 0.5,
      f"{status_of(response)} in {response.seconds if response else '-'} s")
response = one("POST", "/v1/siteverify", [("Content-Length", str(1 << 30))], b"")
check("a declared 1 GiB body: 413 before it is sent", response and response.status == 413 and response.seconds < 0.5,
      f"{status_of(response)} in {response.seconds if response else '-'} s")
# A form with a wrong secret and a response: 403 shows both chunks were read (unread, 400 missing-input).
chunked = b"7\r\nsecret=\r\ne\r\nabc&response=x\r\n0\r\n\r\n"
response = one("POST", "/v1/siteverify", [("Transfer-Encoding", "chunked"),
                                          ("Content-Type", "application/x-www-form-urlencoded")], chunked)
check("a chunked body is read", response and response.status == 403, status_of(response))
response = one("GET", EMOJI, version="HTTP/2.0")
check("HTTP/2.0 on an HTTP/1.1 connection: 505", response and response.status == 505, status_of(response))

# §3.2.2: the absolute form, as sent to proxies.
response = one("GET", f"http://{HOST}{EMOJI}")
check("absolute-form target: 200", response and response.status == 200 and response.body == first.body,
      status_of(response))
# §9.3.7, asterisk-form.
response = one("OPTIONS", "*")
check("OPTIONS *: 204 with Allow", response and response.status == 204 and response.field("allow"),
      status_of(response))

# Limits answered at the documented sizes (16 KiB target, 32 KiB and 100 fields of headers).
many = "&".join(f"k{i}=1" for i in range(470))
response = one("GET", f"/v1/emoji.png?{many}")
check("470 query keys (3.2 KB): answered 400", response and response.status == 400, status_of(response))
response = one("GET", "/v1/emoji.png?d=" + "x" * (16 << 10))
check("a target over 16 KiB: 414", response and response.status == 414, status_of(response))
response = one("GET", "/v1/emoji.png?rate=" + "1" * ((16 << 10) - 40))
check("a target under 16 KiB: answered by the endpoint", response and response.status == 400, status_of(response))
response = one("GET", EMOJI, [(f"X-{i}", "1") for i in range(101)])
check("101 header fields: 431", response and response.status == 431, status_of(response))
response = one("GET", EMOJI, [("X-Big", "y" * (33 << 10))])
check("33 KiB of header: 431", response and response.status == 431, status_of(response))
response = one("GET", EMOJI, [("X-Long", "y" * 2000)])
check("a 2000-byte header line is read", response and response.status == 200, status_of(response))

# Parameters: control characters refused by name, escapes not decoded before routing.
response = one("GET", "/v1/path.png?d=M0+0+L30+40%00garbage")
body = json.loads(response.body) if response and response.status == 400 else {}
check("%00 in a value: 400 naming it", body.get("parameter") == "d", response.body if response else "-")
response = one("GET", "/v1/path.png?d=M0+0+L30+40%0Agarbage")
check("a newline in a value: 400", response and response.status == 400, status_of(response))
response = one("GET", "/v1%2Femoji.png?rate=4")
check("%2F in the path is not a separator: 404", response and response.status == 404, status_of(response))
response = one("GET", "/v1/emoji.png?rate=%zz")
check("a malformed escape: 400", response and response.status == 400, status_of(response))
response = one("GET", "/v1/emoji.png?" + "q" * 16000 + "=1")
check("a 16,000-character unknown key: 400 within 0.1 s", response and response.status == 400 and response.seconds < 0.1,
      f"{status_of(response)} in {response.seconds if response else '-'} s")

# Connections: pipelining in order, Connection: close, Expect: 100-continue.
pipelined = request("GET", "/healthz") + request("GET", EMOJI) + request("HEAD", "/readyz")
responses = exchange(pipelined, ("GET", "GET", "HEAD"))
check("three pipelined requests answered in order",
      [status_of(r) for r in responses] == [200, 200, 200] and responses[1].body == first.body,
      [status_of(r) for r in responses])
response = one("GET", "/healthz", [("Connection", "close")])
check("Connection: close is honoured", response and response.closed and response.field("connection") == "close",
      response.headers if response else "-")
sock = socket.create_connection(("127.0.0.1", PORT), timeout=5)
sock.sendall(f"POST /v1/siteverify HTTP/1.1\r\nHost: {HOST}\r\nContent-Length: 2\r\n"
             "Expect: 100-continue\r\n\r\n".encode())
interim = sock.recv(100)
sock.close()
check("Expect: 100-continue gets 100 Continue", interim.startswith(b"HTTP/1.1 100"), interim)

# CORS (the Fetch standard): renders for the allowed origin, the captcha for it only.
response = one("GET", EMOJI, [("Origin", ALLOWED)])
check("a render from the allowed origin: Access-Control-Allow-Origin, Vary: Origin",
      response.field("access-control-allow-origin") == ALLOWED and "Origin" in (response.field("vary") or ""),
      response.headers)
response = one("GET", EMOJI, [("Origin", "https://elsewhere.example")])
check("a render from another origin: no grant", response.field("access-control-allow-origin") is None,
      response.headers)
response = one("OPTIONS", "/v1/captcha/0123456789abcdef0123456789abcdef/verify",
               [("Origin", ALLOWED), ("Access-Control-Request-Method", "POST"),
                ("Access-Control-Request-Headers", "content-type")])
check("the verify preflight from the allowed origin is granted",
      response.status == 204 and response.field("access-control-allow-origin") == ALLOWED
      and "POST" in (response.field("access-control-allow-methods") or "")
      and "content-type" in (response.field("access-control-allow-headers") or "").lower()
      and response.field("access-control-allow-credentials") is None,
      response.headers)
response = one("OPTIONS", "/v1/captcha", [("Origin", "https://elsewhere.example"),
                                          ("Access-Control-Request-Method", "POST")])
check("the captcha preflight from another origin is not granted",
      response.field("access-control-allow-origin") is None, response.headers)
response = one("POST", "/v1/captcha", [("Origin", "https://elsewhere.example"), ("Content-Length", "0")])
check("a challenge asked from another origin: 403, nothing issued",
      response.status == 403 and b'"id"' not in response.body, response.body)
response = one("POST", "/v1/captcha", [("Origin", ALLOWED), ("Content-Length", "0")])
check("a challenge asked from the allowed origin: issued, readable",
      response.status == 200 and response.field("access-control-allow-origin") == ALLOWED
      and response.field("cache-control") == "no-store", status_of(response))

# Every response says nosniff; pages carry a Content-Security-Policy.
for target in ["/", "/captcha"]:
    response = one("GET", target)
    check(f"{target} has a Content-Security-Policy and nosniff",
          response.field("content-security-policy") and response.field("x-content-type-options") == "nosniff",
          response.headers)

for result in results:
    print(json.dumps(result))
