/* Pointers to one scalar the kernel reads or fills, 64-bit values split
 * over two registers, device numbers, and what a descriptor's /proc
 * link says it is, the status word of a wait. */
#include "printers.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

int new_fd_ret(const struct pctx *c, int64_t rval,
	       const union dec_ret_data *d)
{
	(void)d;
	if (rval < 0 || rval > INT32_MAX)
		return v_int(c, rval);
	return v_fd(c, (int)rval);
}

/* fd's /proc link into link (size 64), or false. */
static bool fd_link_read(const struct pctx *c, int fd, char *link)
{
	char path[64];
	ssize_t n;

	if (fd < 0)
		return false;
	snprintf(path, sizeof(path), "/proc/%d/fd/%d",
		 proc_tid(c->tcp->tid), fd);
	n = readlink(path, link, 63);
	if (n <= 0)
		return false;
	link[n] = '\0';
	return true;
}

bool fd_link_is(const struct pctx *c, int fd, const char *link_want)
{
	char link[64];

	return fd_link_read(c, fd, link) && !strcmp(link, link_want);
}

bool fd_is_socket(const struct pctx *c, int fd)
{
	char link[64];

	return fd_link_read(c, fd, link) && !strncmp(link, "socket:[", 8);
}

/* Whether fd is a terminal: a character device of the tty majors (4:
 * virtual consoles and serial lines, 5: /dev/tty, the console and
 * /dev/ptmx, 136-143: the pty slaves). */
bool fd_is_tty(const struct pctx *c, int fd)
{
	char path[64];
	struct stat st;
	unsigned maj;

	if (fd < 0)
		return false;
	snprintf(path, sizeof(path), "/proc/%d/fd/%d",
		 proc_tid(c->tcp->tid), fd);
	if (stat(path, &st) < 0 || !S_ISCHR(st.st_mode))
		return false;
	maj = major(st.st_rdev);
	return maj == 4 || maj == 5 || (maj >= 136 && maj <= 143);
}

/* One value of sz bytes at addr as "[N]"; the address when it cannot
 * be read. Shared with the ioctl argument printers. */
int print_num_at(const struct pctx *c, uint64_t addr, size_t sz,
			bool sgn)
{
	unsigned char b[8];
	uint64_t u = 0;

	if (!umove_or_addr(c, addr, sz, b))
		return PRINT_OK;
	memcpy(&u, b, sz);
	v_array_begin(c);
	v_elem(c);
	if (sgn)
		v_int(c, sz == 4 ? (int64_t)(int32_t)u : (int64_t)u);
	else
		v_uint(c, u);
	v_array_end(c);
	return PRINT_OK;
}

int print_intp_in(const struct pctx *c, uint64_t addr)
{
	return print_num_at(c, addr, 4, true);
}

int print_intp_out(const struct pctx *c, uint64_t addr)
{
	return print_num_at(c, addr, 4, true);
}

/* An int the kernel wrote, one of a set: [MPOL_DEFAULT]. */
int print_intp_enum_out(const struct pctx *c, uint64_t addr,
			const struct xlat *set)
{
	print_enum_box_at(c, addr, 4, set, xlat_unknown(set));
	return PRINT_OK;
}

int print_uintp_out(const struct pctx *c, uint64_t addr)
{
	return print_num_at(c, addr, 4, false);
}

int print_uidp_out(const struct pctx *c, uint64_t addr)
{
	return print_num_at(c, addr, 4, false);
}

/* The 16-bit id calls of 32-bit ABIs store 16-bit ids. */
int print_uid16p_out(const struct pctx *c, uint64_t addr)
{
	return print_num_at(c, addr, 2, false);
}

int print_ptrp_out(const struct pctx *c, uint64_t addr)
{
	return print_word_box(c, addr, v_addr);
}

int print_sizep_out(const struct pctx *c, uint64_t addr)
{
	return print_num_at(c, addr, abi_word(c), false);
}

int print_loff_out(const struct pctx *c, uint64_t addr)
{
	return print_num_at(c, addr, 8, true);
}

/* splice, copy_file_range: the offset the kernel starts at. */
int print_loff_in(const struct pctx *c, uint64_t addr)
{
	return print_num_at(c, addr, 8, true);
}

/* sendfile64: "[0" at entry, " => 5]" at exit once data moved, "]"
 * otherwise, as strace 7.2 shows it (6.1: "[0] => [5]"); a count of 0
 * moves nothing and the entry shows it whole. The offset of the old
 * sendfile is a long of the ABI. Both print unsigned, as strace does
 * (an offset of -1 shows as 18446744073709551615). */
static int print_off_inout(const struct pctx *c, uint64_t addr, size_t sz,
			   int64_t ret, uint64_t count)
{
	unsigned char b[8];
	uint64_t u = 0;

	if (!c->exiting) {
		if (!count)
			return print_num_at(c, addr, sz, false);
		if (!umove_or_addr(c, addr, sz, b))
			return PRINT_OK;
		memcpy(&u, b, sz);
		v_array_begin(c);
		v_elem(c);
		v_uint(c, u);
		return PRINT_OK;
	}
	/* The entry left the bracket open only when it read the offset. */
	if (!addr || !count || umove(c, addr, sz, b) < 0)
		return PRINT_OK;
	if (!c->call->err && ret) {
		memcpy(&u, b, sz);
		v_changed(c);
		v_uint(c, u);
	}
	v_array_end(c);
	return PRINT_OK;
}

int print_loff_inout(const struct pctx *c, uint64_t addr, int64_t ret,
		     const uint64_t *args)
{
	return print_off_inout(c, addr, 8, ret, args[3]);
}

int print_offp_inout(const struct pctx *c, uint64_t addr, int64_t ret,
		     const uint64_t *args)
{
	return print_off_inout(c, addr, abi_word(c), ret, args[3]);
}

/* ---- split 64-bit values ------------------------------------------ */

/* Registers are 64-bit on x32 even though its longs are not. */
static bool split_regs(const struct pctx *c)
{
	return c->pers->split64;
}

/* The low half (a whole register), with the high half from the off_hi
 * argument that syscalls.list names. */
int print_off_lo(const struct pctx *c, uint64_t lo, uint64_t hi)
{
	if (!split_regs(c))
		return v_int(c, (int64_t)lo);
	return v_int(c, (int64_t)((uint64_t)(uint32_t)hi << 32 |
				  (uint32_t)lo));
}

/* ---- device numbers ----------------------------------------------- */

void print_devnum_value(const struct pctx *c, uint64_t dev)
{
	unsigned long long major = ((dev >> 8) & 0xfff) |
				   ((dev >> 32) & ~0xfffull);
	unsigned long long minor = (dev & 0xff) | ((dev >> 12) & ~0xffull);
	struct vstyle st;

	v_style_begin(c, &st);
	v_open(c, VK_STRUCT, dev, "makedev(");
	v_name(c, "major");
	v_hex(c, major);
	v_text(c, ", ");
	v_name(c, "minor");
	v_hex(c, minor & 0xffffffffull);
	v_close(c, ")");
	v_style_end(c, &st, dev, VS_HEX);
}

/* ustat takes a device whatever it is. Its argument, like mknod's, is
 * an unsigned int: the kernel decodes the 32-bit dev_t encoding and
 * never sees the upper half of the register. */
int print_devnum(const struct pctx *c, uint64_t dev)
{
	print_devnum_value(c, (uint32_t)dev);
	return PRINT_OK;
}

/* mknod's device means something only for device files. */
int print_mknod_dev(const struct pctx *c, uint64_t dev, uint64_t mode)
{
	unsigned t = (unsigned)mode & S_IFMT;

	if (t != S_IFCHR && t != S_IFBLK)
		return PRINT_SKIP;
	print_devnum_value(c, (uint32_t)dev);
	return PRINT_OK;
}

/* [{WIFEXITED(s) && WEXITSTATUS(s) == 0}]: the status word of a wait
 * (wait4's, PIDFD_GET_INFO's exit_code); the text is strace's, the
 * nodes are the status word's parts. */
void print_wstatus(const struct pctx *c, int s)
{
	v_array_begin(c);
	v_elem(c);
	v_open(c, VK_STRUCT, (unsigned)s, "{");
	if ((s & 0x7f) == 0) {
		v_text(c, "WIFEXITED(s) && WEXITSTATUS(s) == ");
		v_name(c, "exit_status");
		v_int(c, (s >> 8) & 0xff);
	} else if ((s & 0xff) == 0x7f) {
		v_text(c, "WIFSTOPPED(s) && WSTOPSIG(s) == ");
		v_name(c, "stop_signal");
		v_sig(c, (s >> 8) & 0xff);
	} else if (s == 0xffff) {
		v_text(c, "WIFCONTINUED(s)");
	} else {
		v_text(c, "WIFSIGNALED(s) && WTERMSIG(s) == ");
		v_name(c, "term_signal");
		v_sig(c, s & 0x7f);
		if (s & 0x80)
			v_text(c, " && WCOREDUMP(s)");
	}
	v_close(c, "}");
	if (s >> 16)
		v_textf(c, " | %#x", (unsigned)s & ~0xffffu);
	v_array_end(c);
}
