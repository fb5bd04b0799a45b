/* Printers for descriptors, paths, strings and data buffers. */
#include "printers.h"

#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>

int print_fd(const struct pctx *c, uint64_t v)
{
	return v_fd(c, (int)v);
}

int print_dirfd(const struct pctx *c, uint64_t v)
{
	return v_dirfd(c, (int)v);
}

/* Open flags as open() takes them (an int): the access mode is always
 * named (O_RDONLY is 0), then the flags. With high, the bits above
 * the int too (open_how's 64-bit field). fcntl(F_SETFL) and
 * F_GETFL's return value print the same way. */
int print_open_flags_value(const struct pctx *c, uint64_t v, bool high)
{
	static const char *const acc[] = {
		"O_RDONLY", "O_WRONLY", "O_RDWR", "O_ACCMODE"
	};
	/* openat2's flags are 64-bit (OPENAT2_REGULAR is bit 32): names
	 * and unknown bits come from both halves. */
	uint64_t rest = high ? v : (uint32_t)v;

	v_flags_begin(c, rest, &xlat_open_flags);
	v_flag_name(c, acc[rest & 3]);
	rest &= ~(uint64_t)3;
	if (rest)
		rest = v_flag_names(c, &xlat_open_flags, rest);
	if (rest)
		v_flag_bits(c, rest);
	v_flags_end(c);
	return PRINT_OK;
}

int print_oflags(const struct pctx *c, uint64_t v)
{
	return print_open_flags_value(c, v, false);
}

/* The mode of open() matters only when a file may be created; strace
 * users are used to seeing it only then. */
int print_omode(const struct pctx *c, uint64_t v, uint64_t flags)
{
	unsigned f = (unsigned)flags;
	const unsigned tmpfile_bit = 020000000;	/* __O_TMPFILE */

	if (!(f & O_CREAT) && !(f & tmpfile_bit))
		return PRINT_SKIP;
	return v_oct(c, (uint16_t)v);	/* a umode_t */
}

/* The kernel takes at most PATH_MAX bytes with the NUL: a path with no
 * NUL in its first PATH_MAX bytes (ENAMETOOLONG) shows PATH_MAX - 1 of
 * them, cut, and is never read past them (the next page may be gone). */
int print_path(const struct pctx *c, uint64_t addr)
{
	return v_str_at(c, addr, PATH_MAX - 1);
}

int print_str(const struct pctx *c, uint64_t addr)
{
	return v_str_at(c, addr, (size_t)c->opt->string_limit);
}

int print_ibuf(const struct pctx *c, uint64_t addr, uint64_t len)
{
	return v_buf_at(c, addr, len);
}

int print_obuf(const struct pctx *c, uint64_t addr, int64_t len)
{
	return v_buf_at(c, addr, (uint64_t)len);
}

/* Random bytes (getrandom): every byte in hex, as strace shows them. */
int print_obuf_hex(const struct pctx *c, uint64_t addr, int64_t len)
{
	size_t limit = (size_t)c->opt->string_limit;
	size_t n = (uint64_t)len < limit ? (size_t)len : limit;
	unsigned char buf[256];
	char *big = NULL;
	void *p = buf;

	if (!addr)
		return v_addr(c, 0);
	if (n > sizeof(buf))
		p = big = xmalloc(n);
	if (n && umoven_data(c->tcp, addr, n, p) < 0) {
		free(big);
		return v_addr(c, addr);
	}
	v_hexstr(c, p, n, (uint64_t)len > n);
	free(big);
	return PRINT_OK;
}

/* A path the kernel wrote (getcwd): NUL-terminated, not cut at -s. */
int print_path_out(const struct pctx *c, uint64_t addr)
{
	return v_str_at(c, addr, PATH_MAX - 1);
}

/* memfd_create's name: the kernel refuses one longer than 249 bytes
 * (NAME_MAX less the "memfd:" prefix, memfd_create(2)); up to one byte
 * more is shown, cut when no NUL came by then, whatever -s says. */
#define MFD_NAME_SHOWN (255 - 6 + 1)

int print_memfd_name(const struct pctx *c, uint64_t addr)
{
	char buf[MFD_NAME_SHOWN];
	ssize_t n;

	if (!addr)
		return v_addr(c, addr);
	n = umovestr(c->tcp, addr, sizeof(buf), buf);
	if (n < 0)
		return v_addr(c, addr);
	return v_str(c, buf, (size_t)n, (size_t)n == sizeof(buf));
}

/* fanotify_init's flags: the class (bits 2-3) first, then the others; a
 * leftover with no name beside it is marked unknown, as strace does. */
#define FAN_CLASS_BITS 0xcu

int print_fanotify_init_flags(const struct pctx *c, uint64_t v)
{
	uint32_t u = (uint32_t)v, cls = u & FAN_CLASS_BITS;
	uint32_t rest = u & ~FAN_CLASS_BITS;
	const char *n = xlat_name(&xlat_fanotify_class, cls);
	uint64_t left;

	v_flags_begin(c, u, &xlat_fanotify_init_flags);
	if (n) {
		v_flag_name(c, n);
	} else {
		v_flag_text(c, "%#x /* FAN_CLASS_??? */", cls);
		v_flag_unknown(c, cls);
	}
	if (rest) {
		left = v_flag_names(c, &xlat_fanotify_init_flags, rest);
		if (left) {
			v_flag_bits(c, left);
			if (left == rest)
				v_text(c, " /* FAN_??? */");
		}
	}
	v_flags_end(c);
	return PRINT_OK;
}

/* fanotify_mark's dirfd: FAN_NOFD (-1), AT_FDCWD or a descriptor. */
int print_fanotify_dirfd(const struct pctx *c, uint64_t v)
{
	struct vstyle st;

	if ((int)v != -1)
		return v_dirfd(c, (int)v);
	v_style_begin(c, &st);
	v_text(c, "FAN_NOFD");
	v_style_end(c, &st, (uint64_t)-1, VS_DEC);
	return PRINT_OK;
}

/* struct landlock_ruleset_attr: the kernel reads size bytes; each u64
 * the size covers is shown (handled_access_net 6.7, scoped 6.12, the
 * quiet_* ones later), and ", ..." for what is past the last known. */
static const struct {
	const char *name;
	const struct xlat *set;
} ll_ruleset_fields[] = {
	{ "handled_access_fs", &xlat_landlock_access_fs },
	{ "handled_access_net", &xlat_landlock_access_net },
	{ "scoped", &xlat_landlock_scope },
	{ "quiet_access_fs", &xlat_landlock_access_fs },
	{ "quiet_access_net", &xlat_landlock_access_net },
	{ "quiet_scoped", &xlat_landlock_scope },
};

int print_landlock_ruleset_attr(const struct pctx *c, uint64_t addr,
				uint64_t size)
{
	const size_t nf = sizeof(ll_ruleset_fields) /
			  sizeof(ll_ruleset_fields[0]);
	uint64_t v[6];
	size_t n = size / 8 < nf ? size / 8 : nf;

	if (!addr || !n || umove(c, addr, n * 8, v) < 0)
		return v_addr(c, addr);
	v_struct_begin(c);
	for (size_t i = 0; i < n; i++) {
		v_field(c, ll_ruleset_fields[i].name);
		v_flags(c, ll_ruleset_fields[i].set, v[i],
			xlat_unknown(ll_ruleset_fields[i].set));
	}
	if (size > n * 8)
		v_more(c);
	v_struct_end(c);
	return PRINT_OK;
}

/* landlock_add_rule's attribute: struct landlock_path_beneath_attr
 * (packed: a u64 then an s32) for LANDLOCK_RULE_PATH_BENEATH, struct
 * landlock_net_port_attr (two u64) for LANDLOCK_RULE_NET_PORT (6.7), the
 * address for any other type. */
#define LL_RULE_PATH_BENEATH 1
#define LL_RULE_NET_PORT 2

int print_landlock_rule_attr(const struct pctx *c, uint64_t addr,
			     uint64_t type)
{
	unsigned char b[12];
	uint64_t access;
	int32_t fd;

	if ((uint32_t)type == LL_RULE_NET_PORT && addr) {
		uint64_t np[2];	/* struct landlock_net_port_attr */

		if (umove(c, addr, sizeof(np), np) < 0)
			return v_addr(c, addr);
		v_struct_begin(c);
		v_field(c, "allowed_access");
		v_flags(c, &xlat_landlock_access_net, np[0],
			xlat_unknown(&xlat_landlock_access_net));
		v_field(c, "port");
		v_uint(c, np[1]);
		v_struct_end(c);
		return PRINT_OK;
	}
	if ((uint32_t)type != LL_RULE_PATH_BENEATH || !addr ||
	    umove(c, addr, sizeof(b), b) < 0)
		return v_addr(c, addr);
	memcpy(&access, b, 8);
	memcpy(&fd, b + 8, 4);
	v_struct_begin(c);
	v_field(c, "allowed_access");
	v_flags(c, &xlat_landlock_access_fs, access,
		xlat_unknown(&xlat_landlock_access_fs));
	v_field(c, "parent_fd");
	v_fd(c, fd);
	v_struct_end(c);
	return PRINT_OK;
}

/* With LANDLOCK_CREATE_RULESET_VERSION the call returns the ABI version,
 * not a descriptor. */
static int landlock_version_ret(const struct pctx *c, int64_t rval,
				const union dec_ret_data *d)
{
	(void)d;
	return v_int(c, rval);
}

int print_landlock_create_flags(const struct pctx *c, uint64_t v)
{
	/* LANDLOCK_CREATE_RULESET_VERSION or _ERRATA: the result is
	 * a number, not a descriptor */
	if ((uint32_t)v & 3)
		set_ret_printer(c, landlock_version_ret);
	return v_flags(c, &xlat_landlock_create_ruleset_flags, (uint32_t)v,
		       xlat_unknown(&xlat_landlock_create_ruleset_flags));
}

/* fsconfig(2): what the key, value and aux arguments are depends on the
 * command (<linux/mount.h>). */
enum {
	FSC_SET_FLAG, FSC_SET_STRING, FSC_SET_BINARY, FSC_SET_PATH,
	FSC_SET_PATH_EMPTY, FSC_SET_FD,
};
/* The kernel refuses a binary value larger than this (fs/fsopen.c). */
#define FSC_BINARY_MAX (1024 * 1024)

/* The kernel takes a key or string value of at most 255 bytes and its
 * NUL (strndup_user(.., 256)): one with no NUL in its first 256 bytes is
 * cut there, whatever -s allows beyond. */
#define FSC_STR_MAX 256

static int fsconfig_str(const struct pctx *c, uint64_t addr)
{
	char buf[FSC_STR_MAX];
	ssize_t n;

	if ((size_t)c->opt->string_limit < FSC_STR_MAX || !addr)
		return v_str_at(c, addr, (size_t)c->opt->string_limit);
	n = umovestr(c->tcp, addr, sizeof(buf), buf);
	if (n < 0)
		return v_addr(c, addr);
	return v_str(c, buf, (size_t)n, n == FSC_STR_MAX);
}

int print_fsconfig_key(const struct pctx *c, uint64_t addr, uint64_t cmd)
{
	if ((uint32_t)cmd > FSC_SET_FD)
		return v_addr(c, addr);
	return fsconfig_str(c, addr);
}

int print_fsconfig_value(const struct pctx *c, uint64_t addr,
			 const uint64_t *args)
{
	int aux = (int)args[4];

	switch ((uint32_t)args[1]) {
	case FSC_SET_STRING:
		return fsconfig_str(c, addr);
	case FSC_SET_BINARY:
		if (aux < 0 || aux > FSC_BINARY_MAX)
			return v_addr(c, addr);
		return print_obuf_hex(c, addr, aux);
	case FSC_SET_PATH: case FSC_SET_PATH_EMPTY:
		return print_path(c, addr);
	}
	return v_addr(c, addr);
}

int print_fsconfig_aux(const struct pctx *c, uint64_t v, uint64_t cmd)
{
	switch ((uint32_t)cmd) {
	case FSC_SET_PATH: case FSC_SET_PATH_EMPTY:
		return v_dirfd(c, (int)v);
	case FSC_SET_FD:
		return v_fd(c, (int)v);
	}
	return v_int(c, (int)v);
}
