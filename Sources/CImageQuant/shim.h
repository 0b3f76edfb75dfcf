#include <libimagequant.h>

// libimagequant runs its k-means on OpenMP threads and sums per-thread averages, so its
// palette depends on the thread count. SwipeShare pins the calling thread to one OpenMP
// thread (declared here rather than through <omp.h>, which only GCC's include folder holds).
void omp_set_num_threads(int num_threads);
