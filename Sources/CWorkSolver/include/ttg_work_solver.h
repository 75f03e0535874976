#ifndef TTG_WORK_SOLVER_H
#define TTG_WORK_SOLVER_H

#include <stddef.h>
#include <stdint.h>

/// The proof of work as the best attacker solves it: SHA-256 through OpenSSL's block function
/// (SHA-NI or AVX2 where the CPU has them), the prefix's whole 64-byte blocks hashed once and
/// only the last block, with the nonce's decimal digits counted up in place, hashed per nonce.
/// One core. The service prices its work from this rate, never from a slower loop of its own.

/// Hashes a CPU-second this thread does, solving for `cpu_seconds` of its own CPU time (so
/// other load on the machine lowers it little).
double ttg_work_hash_rate(double cpu_seconds);

/// The first nonce (0, 1, 2, … in decimal) for which SHA-256 of `prefix` followed by the nonce
/// begins with `bits` zero bits; `hashes` (when not NULL) is set to how many were tried.
/// `length` is below 4096 and `bits` at most 64.
uint64_t ttg_work_solve(const uint8_t *prefix, size_t length, int bits, uint64_t *hashes);

#endif
