#include <malloc.h>

#include "ttg_heap.h"

int ttg_set_heap_thresholds(int mapping, int trim) {
    return mallopt(M_MMAP_THRESHOLD, mapping) == 1 && mallopt(M_TRIM_THRESHOLD, trim) == 1;
}
