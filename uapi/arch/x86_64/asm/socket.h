#include <asm-generic/socket.h>
