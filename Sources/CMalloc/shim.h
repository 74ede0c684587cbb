// glibc's allocator controls (mallopt), which Swift's Glibc module leaves out. Other C
// libraries have no <malloc.h> with mallopt; there the module is empty.
#if defined(__GLIBC__) || (defined(__linux__) && __has_include(<malloc.h>))
#include <malloc.h>
#endif
