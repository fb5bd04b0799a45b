/* Which syscalls and signals are shown (-e trace=, -e signal=). */
#ifndef ABT_FILTER_H
#define ABT_FILTER_H

#include <stdbool.h>

void filter_syscalls(const char *spec);
void filter_signals(const char *spec);
bool filter_is_everything(void);
bool filter_nr_traced(unsigned pers, unsigned nr);

#endif
