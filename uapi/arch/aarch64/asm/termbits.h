#include <asm-generic/termbits.h>
