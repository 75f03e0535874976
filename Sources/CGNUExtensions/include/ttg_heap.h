#ifndef TTG_HEAP_H
#define TTG_HEAP_H

// mallopt(3) and its parameters are in <malloc.h>, which Swift's Glibc module does not include.

/// Sets glibc's mmap threshold (allocations of at least `mapping` bytes get
/// their own mapping) and trim threshold (a free heap top larger than `trim`
/// bytes is returned to the system). Returns 1 when both were set, else 0.
int ttg_set_heap_thresholds(int mapping, int trim);

#endif
