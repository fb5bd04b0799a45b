#include <asm-generic/sembuf.h>
