#include <asm-generic/stat.h>
