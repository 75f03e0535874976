#include <libimagequant.h>

/* Debian builds libimagequant with OpenMP. Its palette search splits work
   between as many threads as the machine has cores and adds the per-thread
   sums in floating point, so the result could depend on the core count, and
   several frames quantized at once would each start a team of threads.
   Callers set one thread for the calling thread (libgomp keeps the setting per
   thread) before each quantization. Declared here because omp.h belongs to GCC. */
void omp_set_num_threads(int num_threads);
