/*
 * The attacker's native proof-of-work solver for ttg-render's captcha (docs/captcha.md, "Proof of
 * work"; Sources/TTGCaptcha/WorkPuzzle.swift): the first decimal nonce, counting from 0, such that
 * SHA-256 of "<challenge id>:<salt>:<nonce>" begins with BITS zero bits.
 *
 *   solver solve ID SALT BITS [METHOD]   one JSON line: nonce, hashes tried, CPU-seconds, method
 *   solver rate SECONDS [METHOD]          one JSON line: hashes per CPU-second on one core
 *   solver bench SECONDS                  the rate of each method, fastest first
 *
 * OpenSSL's SHA-256 on one core, the constant prefix hashed once: its whole 64-byte blocks are
 * compressed once into a context (a 32-hex id and a 32-hex salt make a 66-byte prefix, so one
 * block), and each nonce costs only what follows. Three ways of doing that, measured by `bench`:
 *
 *   transform  the last block built by hand (the prefix's tail, the nonce's digits counted up in
 *              place, SHA-256's padding and length), one SHA256_Transform on a copy of the
 *              midstate: one compression a nonce and nothing else (the default: fastest)
 *   ctx        a copy of the SHA256_CTX, SHA256_Update with the nonce, SHA256_Final
 *   evp        EVP_MD_CTX_copy_ex of the prefix's EVP context, EVP_DigestUpdate, EVP_DigestFinal_ex
 *
 * Build: gcc -O3 -march=native -o solver solver.c -lcrypto   (make attack does, into .build/)
 */

#define OPENSSL_SUPPRESS_DEPRECATED 1
#include <openssl/evp.h>
#include <openssl/sha.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum method { TRANSFORM, CTX, EVP };
static const char *method_names[] = {"transform", "ctx", "evp"};

static double cpu_seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

/* Leading zero bits of a digest given as bytes. */
static int zero_bits_bytes(const unsigned char *digest) {
    int bits = 0;
    for (int i = 0; i < 32; i++) {
        if (digest[i] == 0) {
            bits += 8;
            continue;
        }
        return bits + __builtin_clz((unsigned)digest[i]) - 24;
    }
    return bits;
}

/* Leading zero bits of a digest given as SHA-256's eight big-endian state words. */
static int zero_bits_words(const SHA256_CTX *state) {
    int bits = 0;
    for (int i = 0; i < 8; i++) {
        uint32_t word = (uint32_t)state->h[i];
        if (word == 0) {
            bits += 32;
            continue;
        }
        return bits + __builtin_clz(word);
    }
    return bits;
}

/* A nonce as decimal digits, counted up in place: digits[0..length). */
struct counter {
    char digits[24];
    int length;
};

static void counter_start(struct counter *c) {
    c->digits[0] = '0';
    c->length = 1;
}

/* Adds one; returns 1 when the number of digits grew. */
static int counter_next(struct counter *c) {
    for (int i = c->length - 1; i >= 0; i--) {
        if (c->digits[i] != '9') {
            c->digits[i]++;
            return 0;
        }
        c->digits[i] = '0';
    }
    memmove(c->digits + 1, c->digits, (size_t)c->length);
    c->digits[0] = '1';
    c->length++;
    return 1;
}

struct search {
    enum method method;
    int bits;
    /* The midstate: the prefix's whole blocks compressed. */
    SHA256_CTX prefix;
    EVP_MD_CTX *evp_prefix, *evp_work;
    /* The prefix's bytes after its whole blocks, and its length in bytes. */
    unsigned char tail[64];
    size_t tail_length, prefix_length;
    /* transform: the last block, its nonce at block[tail_length]. */
    unsigned char block[64];
    int block_fits;
};

static void search_init(struct search *s, const unsigned char *prefix, size_t length, int bits,
                        enum method method) {
    memset(s, 0, sizeof *s);
    s->method = method;
    s->bits = bits;
    s->prefix_length = length;
    SHA256_Init(&s->prefix);
    size_t whole = length - length % 64;
    SHA256_Update(&s->prefix, prefix, whole);
    s->tail_length = length - whole;
    memcpy(s->tail, prefix + whole, s->tail_length);
    if (method == EVP) {
        s->evp_prefix = EVP_MD_CTX_new();
        s->evp_work = EVP_MD_CTX_new();
        EVP_DigestInit_ex(s->evp_prefix, EVP_sha256(), NULL);
        EVP_DigestUpdate(s->evp_prefix, prefix, whole);
    }
}

static void search_free(struct search *s) {
    EVP_MD_CTX_free(s->evp_prefix);
    EVP_MD_CTX_free(s->evp_work);
}

/* transform: lays out the last block for a nonce of `digits` characters (tail, nonce, 0x80,
 * zeros, the message's length in bits); 0 when it does not fit one block. */
static int build_block(struct search *s, const struct counter *c) {
    size_t used = s->tail_length + (size_t)c->length;
    if (used + 9 > 64) return 0;
    memset(s->block, 0, 64);
    memcpy(s->block, s->tail, s->tail_length);
    memcpy(s->block + s->tail_length, c->digits, (size_t)c->length);
    s->block[used] = 0x80;
    uint64_t message_bits = (uint64_t)(s->prefix_length + (size_t)c->length) * 8;
    for (int i = 0; i < 8; i++) s->block[63 - i] = (unsigned char)(message_bits >> (8 * i));
    return 1;
}

/* One nonce: 1 when its hash has the bits. */
static inline int try_nonce(struct search *s, const struct counter *c) {
    unsigned char digest[32];
    if (s->method == TRANSFORM && s->block_fits) {
        SHA256_CTX work = s->prefix;
        SHA256_Transform(&work, s->block);
        return zero_bits_words(&work) >= s->bits;
    }
    if (s->method == EVP) {
        EVP_MD_CTX_copy_ex(s->evp_work, s->evp_prefix);
        EVP_DigestUpdate(s->evp_work, s->tail, s->tail_length);
        EVP_DigestUpdate(s->evp_work, c->digits, (size_t)c->length);
        EVP_DigestFinal_ex(s->evp_work, digest, NULL);
        return zero_bits_bytes(digest) >= s->bits;
    }
    /* ctx, and transform's rare nonce too long for one block */
    SHA256_CTX work = s->prefix;
    SHA256_Update(&work, s->tail, s->tail_length);
    SHA256_Update(&work, c->digits, (size_t)c->length);
    SHA256_Final(digest, &work);
    return zero_bits_bytes(digest) >= s->bits;
}

/* Searches from nonce 0 for at most `limit` hashes (0: no limit) or until `deadline` CPU-seconds
 * (0: none; checked every 2^16 hashes). Returns the hashes tried; *found set when solved. */
static uint64_t run(struct search *s, struct counter *c, uint64_t limit, double deadline, int *found) {
    uint64_t hashes = 0;
    *found = 0;
    counter_start(c);
    s->block_fits = build_block(s, c);
    for (;;) {
        if (s->method == TRANSFORM && s->block_fits) {
            /* The digits are written into the block in place. */
            memcpy(s->block + s->tail_length, c->digits, (size_t)c->length);
        }
        hashes++;
        if (try_nonce(s, c)) {
            *found = 1;
            return hashes;
        }
        if (limit && hashes >= limit) return hashes;
        if (deadline > 0 && (hashes & 0xFFFF) == 0 && cpu_seconds() >= deadline) return hashes;
        if (counter_next(c)) s->block_fits = build_block(s, c);
    }
}

static int parse_method(const char *name, enum method *method) {
    for (int i = 0; i < 3; i++) {
        if (strcmp(name, method_names[i]) == 0) {
            *method = (enum method)i;
            return 1;
        }
    }
    fprintf(stderr, "solver: unknown method %s (transform, ctx or evp)\n", name);
    return 0;
}

/* Hashes a CPU-second by `method`: an impossible puzzle over a 66-byte prefix for `seconds`. */
static double measure(enum method method, double seconds) {
    static const char prefix[] = "0123456789abcdef0123456789abcdef:fedcba9876543210fedcba9876543210:";
    struct search s;
    struct counter c;
    int found;
    search_init(&s, (const unsigned char *)prefix, strlen(prefix), 257, method);
    double began = cpu_seconds();
    uint64_t hashes = run(&s, &c, 0, began + seconds, &found);
    double spent = cpu_seconds() - began;
    search_free(&s);
    return (double)hashes / spent;
}

static int usage(void) {
    fprintf(stderr,
            "usage: solver solve ID SALT BITS [transform|ctx|evp]\n"
            "       solver rate SECONDS [transform|ctx|evp]\n"
            "       solver bench SECONDS\n");
    return 2;
}

int main(int argc, char **argv) {
    if (argc < 3) return usage();
    enum method method = TRANSFORM;
    if (strcmp(argv[1], "solve") == 0) {
        if (argc < 5 || argc > 6) return usage();
        if (argc == 6 && !parse_method(argv[5], &method)) return 2;
        int bits = atoi(argv[4]);
        if (bits < 0 || bits > 256) {
            fprintf(stderr, "solver: BITS is 0 to 256\n");
            return 2;
        }
        size_t length = strlen(argv[2]) + strlen(argv[3]) + 2;
        unsigned char *prefix = malloc(length + 1);
        snprintf((char *)prefix, length + 1, "%s:%s:", argv[2], argv[3]);
        struct search s;
        struct counter c;
        int found;
        double began = cpu_seconds();
        search_init(&s, prefix, length, bits, method);
        uint64_t hashes = run(&s, &c, 0, 0, &found);
        double spent = cpu_seconds() - began;
        search_free(&s);
        free(prefix);
        c.digits[c.length] = 0;
        printf("{\"nonce\": \"%s\", \"hashes\": %llu, \"cpu_seconds\": %.6f, \"method\": \"%s\"}\n", c.digits,
               (unsigned long long)hashes, spent, method_names[method]);
        return 0;
    }
    if (strcmp(argv[1], "rate") == 0) {
        if (argc > 4) return usage();
        if (argc == 4 && !parse_method(argv[3], &method)) return 2;
        double seconds = atof(argv[2]);
        if (!(seconds > 0)) return usage();
        printf("{\"hashes_per_cpu_second\": %.0f, \"method\": \"%s\"}\n", measure(method, seconds),
               method_names[method]);
        return 0;
    }
    if (strcmp(argv[1], "bench") == 0) {
        double seconds = atof(argv[2]);
        if (!(seconds > 0)) return usage();
        printf("{");
        for (int i = 0; i < 3; i++) {
            printf("%s\"%s\": %.0f", i ? ", " : "", method_names[i], measure((enum method)i, seconds));
            fflush(stdout);
        }
        printf("}\n");
        return 0;
    }
    return usage();
}
