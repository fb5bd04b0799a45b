#include <asm-generic/ipcbuf.h>
