#include <asm-generic/swab.h>
