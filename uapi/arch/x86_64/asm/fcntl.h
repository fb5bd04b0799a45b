#include <asm-generic/fcntl.h>
