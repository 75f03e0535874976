// The captcha widget's proof-of-work search, shared by its Web Worker (widget-worker.js) and by
// the page itself where no worker may start (a strict Content-Security-Policy). It finds the first
// nonce (0, 1, 2, …) whose SHA-256 of prefix + nonce begins with `bits` zero bits, as a native
// solver does: the prefix's whole 64-byte blocks are hashed once, and only the last block, the
// nonce's digits counted up in place, is hashed per nonce. No promise a hash (WebCrypto's digest
// is one), so a page pays a few times what a native solver does, not hundreds.
const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2]);
const w = new Int32Array(64);
// One SHA-256 block (16 big-endian words) from state h into out (which may be h).
function compress(h, block, out) {
  for (let i = 0; i < 16; i++) w[i] = block[i];
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15], y = w[i - 2];
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    w[i] = (w[i - 16] + s0 + w[i - 7] + s1) | 0;
  }
  let a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], k = h[7];
  for (let i = 0; i < 64; i++) {
    const t1 = (k + (((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7)))
      + ((e & f) ^ (~e & g)) + K[i] + w[i]) | 0;
    const t2 = ((((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10)))
      + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    k = g; g = f; f = e; e = (d + t1) | 0; d = c; c = b; b = a; a = (t1 + t2) | 0;
  }
  out[0] = (h[0] + a) | 0; out[1] = (h[1] + b) | 0; out[2] = (h[2] + c) | 0; out[3] = (h[3] + d) | 0;
  out[4] = (h[4] + e) | 0; out[5] = (h[5] + f) | 0; out[6] = (h[6] + g) | 0; out[7] = (h[7] + k) | 0;
}
// The words of bytes[offset ..< offset + 64].
function words(bytes, offset, block) {
  for (let i = 0; i < 16; i++) {
    const o = offset + 4 * i;
    block[i] = (bytes[o] << 24) | (bytes[o + 1] << 16) | (bytes[o + 2] << 8) | bytes[o + 3];
  }
}
// A search for `bits` zero bits after `prefix`, run `count` nonces at a time by next(count): the
// nonce found (its decimal digits), or null when none of those was it.
function workSearch(prefix, bits) {
  const bytes = new TextEncoder().encode(prefix);
  const state = new Int32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
    0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
  const block = new Int32Array(16), middle = new Int32Array(8), out = new Int32Array(8);
  const whole = bytes.length - (bytes.length % 64);
  for (let offset = 0; offset < whole; offset += 64) { words(bytes, offset, block); compress(state, block, state); }
  const tail = bytes.length - whole;
  const last = new Uint8Array(128);
  last.set(bytes.subarray(whole));
  const digits = [48];
  let nonce = 0;
  return {
    next(count) {
      for (const end = nonce + count; nonce < end; nonce++) {
        let n = tail;
        for (const digit of digits) last[n++] = digit;
        last[n++] = 0x80;
        const blocks = n + 8 <= 64 ? 1 : 2;
        last.fill(0, n, blocks * 64);
        const length = (bytes.length + digits.length) * 8;
        last[blocks * 64 - 4] = length >>> 24; last[blocks * 64 - 3] = length >>> 16;
        last[blocks * 64 - 2] = length >>> 8; last[blocks * 64 - 1] = length;
        words(last, 0, block);
        if (blocks === 1) { compress(state, block, out); } else {
          compress(state, block, middle); words(last, 64, block); compress(middle, block, out);
        }
        const zeros = out[0] === 0 ? 32 + Math.clz32(out[1]) : Math.clz32(out[0]);
        if (zeros >= bits) return String(nonce);
        // The next nonce's digits, counted up in place.
        let i = digits.length - 1;
        while (i >= 0 && digits[i] === 57) digits[i--] = 48;
        if (i < 0) digits.unshift(49); else digits[i]++;
      }
      return null;
    },
  };
}
