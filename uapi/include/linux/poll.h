#include <asm/poll.h>
