#include <asm-generic/sockios.h>
