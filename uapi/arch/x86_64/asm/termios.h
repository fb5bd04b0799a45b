#include <asm-generic/termios.h>
