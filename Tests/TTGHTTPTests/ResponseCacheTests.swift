import Testing

@testable import TTGHTTP

@Suite struct ResponseCacheTests {
    static func entry(_ size: Int) -> ResponseCache.Entry {
        ResponseCache.Entry(body: [UInt8](repeating: 7, count: size), contentType: "image/png")
    }

    @Test func dropsTheLeastRecentlyUsedPastTheByteLimit() {
        let cache = ResponseCache(byteLimit: 100)
        cache.store(Self.entry(40), for: "a")
        cache.store(Self.entry(40), for: "b")
        #expect(cache.entry("a") != nil)  // a is now more recent than b
        cache.store(Self.entry(40), for: "c")
        #expect(cache.entry("b") == nil)
        #expect(cache.entry("a")?.body.count == 40 && cache.entry("c") != nil)
        #expect(cache.storedBytes == 80)
    }

    @Test func aBodyLargerThanTheLimitIsNotKept() {
        let cache = ResponseCache(byteLimit: 10)
        cache.store(Self.entry(11), for: "big")
        #expect(cache.entry("big") == nil && cache.storedBytes == 0)
    }

    @Test func replacingAnEntryCountsItsBytesOnce() {
        let cache = ResponseCache(byteLimit: 100)
        cache.store(Self.entry(30), for: "a")
        cache.store(Self.entry(50), for: "a")
        #expect(cache.storedBytes == 50)
    }
}

extension ResponseCache.Entry: Equatable {
    public static func == (a: Self, b: Self) -> Bool { a.body == b.body && a.contentType == b.contentType }
}
