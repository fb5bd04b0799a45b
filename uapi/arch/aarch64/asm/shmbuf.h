#include <asm-generic/shmbuf.h>
