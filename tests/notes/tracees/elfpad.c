/* elfpad.c - mprotect of an ELF section of the program's own, with the
 * section's length (issue 29.1, chromium's protected_memory): the
 * kernel rounds the end up to the page, and when the pages added hold
 * no other section, only the linker's padding before the next
 * page-aligned one, range-expanded is info. The control: the same over
 * a range whose rounding covers more of .data, still a warning.
 * The tracee reads its own section headers (/proc/self/exe) to know
 * which its sections are, and prints
 *   expect: REGEX      a line abitrace must print, in order
 *   count: ID N        how many ID notes the trace must hold
 *   warnings: N        how many of them are warnings
 *   padded: N          how many are over padding only (0: the linker
 *                      laid the sections out otherwise) */
#define _GNU_SOURCE
#include <elf.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "note-expect.h"

#define PROT_LEN 4110	/* chromium's protected_memory: a page and 14 bytes */

/* A section of its own, page-aligned, then a page-aligned one after it
 * (as chromium's protected_memory_buffer): what lies between is the
 * linker's padding. */
/* (gcc emits them in the reverse order, and ld keeps that.) */
__attribute__((section("abt_protected_next"), aligned(4096), used))
static volatile char protected_next[1] = { 1 };
__attribute__((section("abt_protected"), aligned(4096), used))
static volatile char protected_area[PROT_LEN] = { 1 };

/* The control: a page-aligned array in .data, protected for its first
 * 100 bytes: the page rounded to holds the rest of the array. */
__attribute__((aligned(4096)))
static volatile char plain_data[3 * 4096] = { 1 };

extern char __executable_start[];

/* Is [a, b) (this process's addresses) covered by none of this
 * executable's allocated sections? */
static bool only_padding(uintptr_t a, uintptr_t b, uintptr_t bias)
{
	Elf64_Ehdr eh;
	Elf64_Shdr sh;
	bool pad = true;
	int fd = open("/proc/self/exe", O_RDONLY | O_CLOEXEC);

	if (fd < 0 || pread(fd, &eh, sizeof(eh), 0) != sizeof(eh) ||
	    eh.e_ident[EI_CLASS] != ELFCLASS64) {
		if (fd >= 0)
			close(fd);
		return false;
	}
	for (unsigned i = 0; i < eh.e_shnum; i++) {
		if (pread(fd, &sh, sizeof(sh), (off_t)(eh.e_shoff +
			  i * sizeof(sh))) != sizeof(sh)) {
			pad = false;
			break;
		}
		if ((sh.sh_flags & SHF_ALLOC) && sh.sh_size &&
		    sh.sh_addr + bias < b && a < sh.sh_addr + bias + sh.sh_size)
			pad = false;
	}
	close(fd);
	return pad;
}

static int notes, warnings, padded;

static void protect(volatile char *p, size_t len, uintptr_t bias, long pg)
{
	uintptr_t a = (uintptr_t)p, e = (a + len + pg - 1) & ~(uintptr_t)(pg - 1);
	bool pad = only_padding(a + len, e, bias);

	if (mprotect((void *)p, len, PROT_READ))
		return;
	printf("expect: ^mprotect\\(%#lx, %zu, PROT_READ\\) += 0$\n",
	       (unsigned long)a, len);
	printf("expect: ^  \\^ note\\[range-expanded\\]: mprotect acts on "
	       "\\[%#lx, %#lx\\), %lu bytes in %lu page\\(s\\), for the %zu "
	       "bytes asked: end rounded up by %lu bytes%s\n",
	       (unsigned long)a, (unsigned long)e, (unsigned long)(e - a),
	       (unsigned long)((e - a) / (uintptr_t)pg), len,
	       (unsigned long)(e - a - len),
	       pad ? "; the pages added hold only padding between the "
		     "sections of the file mapped there" : "( \\[at .*)?$");
	notes++;
	if (!pad)
		warnings++;
	else
		padded++;
	mprotect((void *)(a & ~(uintptr_t)(pg - 1)), e - a,
		 PROT_READ | PROT_WRITE);
}

int main(void)
{
	long pg = sysconf(_SC_PAGESIZE);
	/* The executable's load bias: where a PIE's first byte is (its
	 * headers start at address 0); a fixed executable has none. */
	Elf64_Ehdr eh;
	uintptr_t bias = 0;
	int fd = open("/proc/self/exe", O_RDONLY | O_CLOEXEC);

	if (fd >= 0 && pread(fd, &eh, sizeof(eh), 0) == sizeof(eh) &&
	    eh.e_type == ET_DYN)
		bias = (uintptr_t)__executable_start;
	if (fd >= 0)
		close(fd);

	printf("note: page size %ld\n", pg);
	if (pg != 4096) {
		printf("note: the sections are laid out for 4K pages\n");
		printf("count: range-expanded 0\nwarnings: 0\npadded: 0\n");
		return 0;
	}
	protect(protected_area, PROT_LEN, bias, pg);
	protect(plain_data, 100, bias, pg);
	printf("count: range-expanded %d\n", notes);
	printf("warnings: %d\n", warnings);
	printf("padded: %d\n", padded);
	return 0;
}
