/* --pictures: ASCII diagrams of a note's page range or flag bits. */
#ifndef ABT_OUTPUT_PICTURE_H
#define ABT_OUTPUT_PICTURE_H

#include "abitrace.h"
#include "output/view.h"

/* Appends the note's diagram (nothing when it has none), each line
 * starting with "  |  ", at most 80 columns. */
void picture_note(struct strbuf *sb, const struct note *n, uint64_t psize);
void picture_range(struct strbuf *sb, const struct note *n, uint64_t psize);
void picture_bits(struct strbuf *sb, const struct note *n);
/* The example of --explain ID (4000, 6000 with 4096-byte pages), if
 * the note has one. */
void picture_example(struct strbuf *sb, const char *id);

#endif
