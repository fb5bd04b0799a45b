#include <asm-generic/poll.h>
