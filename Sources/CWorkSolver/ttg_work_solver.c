// SHA256_Transform is deprecated as a public API in OpenSSL 3 but kept, and it is the fastest
// block function OpenSSL has: the attacker uses it, so the price is measured with it.
#define OPENSSL_SUPPRESS_DEPRECATED
#include "ttg_work_solver.h"

#include <openssl/sha.h>
#include <string.h>
#include <time.h>

/// The state after the prefix's whole blocks, and its tail (under 64 bytes).
typedef struct {
    SHA256_CTX midstate;
    uint8_t tail[64];
    size_t tail_length;
    size_t length;
} prefix_state;

static void absorb(prefix_state *state, const uint8_t *prefix, size_t length) {
    SHA256_Init(&state->midstate);
    size_t whole = length - length % 64;
    for (size_t offset = 0; offset < whole; offset += 64) SHA256_Transform(&state->midstate, prefix + offset);
    state->tail_length = length - whole;
    memcpy(state->tail, prefix + whole, state->tail_length);
    state->length = length;
}

/// Leading zero bits of the digest whose words `context` holds (the digest is their big-endian bytes).
static int zero_bits(const SHA256_CTX *context) {
    int bits = 0;
    for (int index = 0; index < 8; index++) {
        uint32_t word = context->h[index];
        if (word != 0) return bits + __builtin_clz(word);
        bits += 32;
    }
    return bits;
}

/// Hashes `state`'s tail with the nonce's `count` digits (most significant first) into `out`.
static void finish(const prefix_state *state, const char *digits, int count, SHA256_CTX *out) {
    uint8_t block[128];
    size_t used = state->tail_length;
    memcpy(block, state->tail, used);
    memcpy(block + used, digits, (size_t)count);
    used += (size_t)count;
    block[used++] = 0x80;
    size_t blocks = used + 8 <= 64 ? 1 : 2;
    memset(block + used, 0, blocks * 64 - used);
    uint64_t bit_length = (uint64_t)(state->length + (size_t)count) * 8;
    for (int index = 0; index < 8; index++) block[blocks * 64 - 1 - index] = (uint8_t)(bit_length >> (8 * index));
    *out = state->midstate;
    for (size_t index = 0; index < blocks; index++) SHA256_Transform(out, block + 64 * index);
}

/// Adds one to the decimal number in `digits` (`*count` of them), growing it by a digit at 9…9.
static void increment(char *digits, int *count) {
    for (int index = *count - 1; index >= 0; index--) {
        if (digits[index] != '9') {
            digits[index]++;
            return;
        }
        digits[index] = '0';
    }
    memmove(digits + 1, digits, (size_t)*count);
    digits[0] = '1';
    (*count)++;
}

static volatile unsigned sink;

static double thread_seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return (double)now.tv_sec + (double)now.tv_nsec * 1e-9;
}

double ttg_work_hash_rate(double cpu_seconds) {
    // A challenge's prefix: a 32-digit id, a 32-digit salt, two colons.
    const char *prefix = "0123456789abcdef0123456789abcdef:fedcba9876543210fedcba9876543210:";
    prefix_state state;
    absorb(&state, (const uint8_t *)prefix, strlen(prefix));
    char digits[24] = "0";
    int count = 1;
    uint64_t hashes = 0;
    unsigned found = 0;
    double began = thread_seconds(), elapsed = 0;
    while (elapsed < cpu_seconds) {
        for (int index = 0; index < 4096; index++) {
            SHA256_CTX out;
            finish(&state, digits, count, &out);
            found += zero_bits(&out) >= 24;
            increment(digits, &count);
        }
        hashes += 4096;
        elapsed = thread_seconds() - began;
    }
    // Kept where the compiler cannot drop it, so the hashing is not dropped as unused.
    sink += found;
    return (double)hashes / (elapsed > 0 ? elapsed : 1e-9);
}

uint64_t ttg_work_solve(const uint8_t *prefix, size_t length, int bits, uint64_t *hashes) {
    prefix_state state;
    absorb(&state, prefix, length);
    char digits[24] = "0";
    int count = 1;
    for (uint64_t nonce = 0;; nonce++) {
        SHA256_CTX out;
        finish(&state, digits, count, &out);
        if (zero_bits(&out) >= bits) {
            if (hashes) *hashes = nonce + 1;
            return nonce;
        }
        increment(digits, &count);
    }
}
