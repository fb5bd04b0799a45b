#include <asm-generic/siginfo.h>
