#include <asm-generic/ioctl.h>
