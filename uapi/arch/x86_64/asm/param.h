#include <asm-generic/param.h>
