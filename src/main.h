/* The command line: main's own state, read by no other layer. */
#ifndef ABT_MAIN_H
#define ABT_MAIN_H

#include "abitrace.h"

#include <stdio.h>

extern struct options opt;

/* src/main.c: the command line into opt; -1 to go on, or the exit
 * status of an option that ends abitrace there (-h, -V). */
int parse_options(int argc, char **argv);
/* opt and the option parser's state as before any option (for the
 * option harness in tests/fuzz/libfuzzer). */
void options_reset(void);
/* src/usage.c: the text of -h. */
void usage(FILE *f);

#endif
