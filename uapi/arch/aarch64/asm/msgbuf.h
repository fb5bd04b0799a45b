#include <asm-generic/msgbuf.h>
