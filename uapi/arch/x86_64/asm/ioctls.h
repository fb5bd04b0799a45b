#include <asm-generic/ioctls.h>
