/* capget and capset: the header, and the capability sets, with
 * --short-caps as what they lack of the running kernel's. */
#include "printers.h"
#include "structs_gen.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- capget, capset ----------------------------------------------- */

#define CAP_V1 0x19980330u

struct cap_header_k {
	uint32_t version;
	int32_t pid;
};

int print_cap_header(const struct pctx *c, uint64_t addr)
{
	struct cap_header_k h;

	if (!umove_or_addr(c, addr, sizeof(h), &h))
		return PRINT_OK;
	v_struct_begin(c);
	v_field(c, "version");
	v_enum(c, &xlat_cap_version, h.version,
	       "_LINUX_CAPABILITY_VERSION_???");
	v_field(c, "pid");
	v_pid(c, h.pid);
	v_struct_end(c);
	return PRINT_OK;
}

/* The capabilities the running kernel knows: bits 0 to
 * /proc/sys/kernel/cap_last_cap (capabilities(7)), read once; 0 when
 * that cannot be read, and then nothing is shortened. */
static uint64_t kernel_caps(void)
{
	static bool done;
	static uint64_t known;
	char buf[16];
	ssize_t n;
	long last;
	char *end;
	int fd;

	if (done)
		return known;
	done = true;
	fd = open("/proc/sys/kernel/cap_last_cap", O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return 0;
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return 0;
	buf[n] = '\0';
	last = strtol(buf, &end, 10);
	if (end == buf || last < 0 || last > 63)
		return 0;
	known = last == 63 ? ~0ull : (1ull << (last + 1)) - 1;
	return known;
}

/* --short-caps: a set holding two thirds or more of the kernel's
 * capabilities (the rule of strace's signal sets) is written as what
 * it lacks, "~[CAP_SYS_ADMIN CAP_BPF]", or "all" when it lacks none.
 * The set's names are still recorded, unshown, so that JSON's names
 * are the whole set. Returns false to print the set in full: a bit
 * the kernel does not know, or a lacking one without a name. */
static bool print_caps_short(const struct pctx *c, uint64_t v)
{
	uint64_t known = kernel_caps(), lack;
	unsigned have, all;
	char name[80];
	bool first = true;

	if (!known || v & ~known)
		return false;
	have = (unsigned)__builtin_popcountll(v);
	all = (unsigned)__builtin_popcountll(known);
	if (have * 3 < all * 2)
		return false;
	lack = known & ~v;
	for (uint64_t b = lack; b; b &= b - 1)
		if (!xlat_name(&xlat_capability, __builtin_ctzll(b)))
			return false;
	v_flags_begin(c, v, &xlat_capability);
	for (uint64_t b = v; b; b &= b - 1) {
		const char *n = xlat_name(&xlat_capability,
					  __builtin_ctzll(b));

		if (!n) {
			v_flag_unknown(c, b & -b);
			continue;
		}
		snprintf(name, sizeof(name), "1<<%s", n);
		v_flag_name_unshown(c, name);
	}
	if (!lack) {
		v_text(c, "all");
		v_flags_end(c);
		return true;
	}
	v_text(c, "~[");
	for (uint64_t b = lack; b; b &= b - 1) {
		if (!first)
			v_putc(c, ' ');
		first = false;
		v_text(c, xlat_name(&xlat_capability, __builtin_ctzll(b)));
	}
	v_putc(c, ']');
	v_flags_end(c);
	return true;
}

/* 1<<CAP_CHOWN|1<<CAP_KILL; bits past the last capability as the hex
 * of their 32-bit word, with a comment when nothing else was named. */
static void print_caps(const struct pctx *c, uint64_t v)
{
	bool any = false;
	char name[80];

	if (c->opt->short_caps && print_caps_short(c, v))
		return;
	v_flags_begin(c, v, &xlat_capability);
	if (!v) {
		v_flag_bits(c, 0);
		v_flags_end(c);
		return;
	}
	for (unsigned i = 0; i < 64; i++) {
		const char *n;

		if (!(v >> i & 1))
			continue;
		n = xlat_name(&xlat_capability, i);
		if (!n)
			continue;
		snprintf(name, sizeof(name), "1<<%s", n);
		v_flag_name(c, name);
		v &= ~(1ull << i);
		any = true;
	}
	if (v) {
		/* Each 32-bit word of the rest in hex. */
		if ((uint32_t)v)
			v_flag_text(c, "%#x", (unsigned)(uint32_t)v);
		if (v >> 32)
			v_flag_text(c, "%#x", (unsigned)(v >> 32));
		v_flag_unknown(c, v);
		if (!any)
			v_text(c, " /* CAP_??? */");
	}
	v_flags_end(c);
}

/* One struct __user_cap_data_struct for version 1, two (the low and
 * high 32 capabilities) for versions 2 and 3, which the header (the
 * argument the type's parameter names) gives. */
int print_cap_data_in(const struct pctx *c, uint64_t addr, uint64_t header)
{
	static const char *const names[] = {
		"effective", "permitted", "inheritable",
	};
	struct cap_header_k h;
	uint32_t d[2][3] = { { 0 } };
	size_t n;

	if (!addr)
		return v_addr(c, 0);
	if (umove(c, header, sizeof(h), &h) < 0 ||
	    !xlat_name(&xlat_cap_version, h.version))
		return v_addr(c, addr);
	n = h.version == CAP_V1 ? 1 : 2;
	if (umove(c, addr, n * sizeof(d[0]), d) < 0)
		return v_addr(c, addr);
	v_struct_begin(c);
	for (int i = 0; i < 3; i++) {
		v_field(c, names[i]);
		print_caps(c, d[0][i] | (uint64_t)d[1][i] << 32);
	}
	v_struct_end(c);
	return PRINT_OK;
}
