/* The decoders' shared header. The printers' prototypes and the constant
 * sets (extern const struct xlat xlat_SET) are generated from
 * syscalls/types.list and syscalls/xlat/ into syscalls_gen.h; what is
 * here is what several decoders share. Printers write only through the
 * v_* primitives of output/view.h. */
#ifndef ABT_PRINTERS_H
#define ABT_PRINTERS_H

#include "abitrace.h"
#include "decode/decode.h"
#include "output/view.h"
#include "syscalls_gen.h"

#include <string.h>

/* ---- arguments and tracee words ---------------------------------- */

/* The kernel sees only the low 32 bits of an argument of a 32-bit
 * process, so that is what we show. */
static inline uint64_t arg_word(const struct pctx *c, unsigned i)
{
	return c->compat ? (uint32_t)c->call->args[i] : c->call->args[i];
}

/* A long of the tracee's ABI, sign-extended. */
static inline int64_t abi_long(const struct pctx *c, uint64_t v)
{
	return c->compat ? (int32_t)v : (int64_t)v;
}

/* The word size of the tracee: 4 or 8. */
static inline size_t abi_word(const struct pctx *c)
{
	return c->compat ? 4 : 8;
}

uint64_t arg_ulong(const struct tcb *tcp, int argi);	/* width-aware */
/* The word a value-result argument pointed to at entry, or NULL. */
const uint32_t *arg_peek(const struct pctx *c, unsigned i);
/* A word-size-aware pointer or long read from the tracee. */
int umove_ulong(const struct pctx *c, uint64_t addr, uint64_t *val);
int print_num_at(const struct pctx *c, uint64_t addr, size_t sz, bool sgn);
/* [NAME]: the size-byte (4 or 8) constant of set at addr, dflt the
 * comment for one set does not name; the address when it cannot be
 * read. */
void print_enum_box_at(const struct pctx *c, uint64_t addr, size_t size,
		       const struct xlat *set, const char *dflt);
/* [FLAGS]: the same for the size-byte flags word of set at addr. */
void print_flags_box_at(const struct pctx *c, uint64_t addr, size_t size,
			const struct xlat *set, const char *dflt);
/* [word]: the word (the ABI's long) at addr, shown by show; the address
 * when it cannot be read. */
int print_word_box(const struct pctx *c, uint64_t addr,
		   int (*show)(const struct pctx *c, uint64_t v));
/* [word]: the word the kernel stored at addr, shown by show; the
 * address when the call failed or the word cannot be read. */
void print_word_out(const struct pctx *c, uint64_t addr,
		    int (*show)(const struct pctx *c, uint64_t v));
static inline int umove(const struct pctx *c, uint64_t addr, size_t len,
			void *buf)
{
	return umoven(c->tcp, addr, len, buf);
}

/* The n-byte integer at p (n of 1, 2, 4 or 8, a width the tracee's ABI
 * chose), widened: zero-extended by uint_at, sign-extended by sint_at. */
static inline uint64_t uint_at(const void *p, size_t n)
{
	uint8_t u8;
	uint16_t u16;
	uint32_t u32;
	uint64_t u64;

	switch (n) {
	case 1: memcpy(&u8, p, 1); return u8;
	case 2: memcpy(&u16, p, 2); return u16;
	case 4: memcpy(&u32, p, 4); return u32;
	}
	memcpy(&u64, p, 8);
	return u64;
}

static inline int64_t sint_at(const void *p, size_t n)
{
	uint64_t v = uint_at(p, n);

	switch (n) {
	case 1: return (int8_t)v;
	case 2: return (int16_t)v;
	case 4: return (int32_t)v;
	}
	return (int64_t)v;
}

/* Reads len bytes at addr into buf and returns true; when addr is NULL
 * or cannot be read (or -e verbose= hides structures), prints the
 * address instead, as strace does, and returns false. */
static inline bool umove_or_addr(const struct pctx *c, uint64_t addr,
				 size_t len, void *buf)
{
	if (addr && umove(c, addr, len, buf) == 0)
		return true;
	v_addr(c, addr);
	return false;
}

/* An array shows -s's limit of elements: at element i (counted from
 * 0) past it, "..." and true, for the caller to stop there. */
static inline bool past_limit(const struct pctx *c, uint64_t i)
{
	if (i < (uint64_t)c->opt->string_limit)
		return false;
	v_more(c);
	return true;
}

/* An array ends at the first element the tracee's memory does not
 * hold: "..." and that element's address in a comment. */
static inline void v_more_at(const struct pctx *c, uint64_t at)
{
	v_more(c);
	v_textf(c, " /* %#llx */", (unsigned long long)at);
}

/* An element of an array at at: true with its len bytes in buf; when
 * it cannot be read, ends the array (v_more_at) and returns false. */
static inline bool umove_or_more(const struct pctx *c, uint64_t at,
				 size_t len, void *buf)
{
	if (umove(c, at, len, buf) == 0)
		return true;
	v_more_at(c, at);
	return false;
}

/* An output argument at exit: true with its len bytes in buf; when the
 * call failed (the kernel wrote nothing worth showing) or addr cannot
 * be read, prints the address instead and returns false. */
static inline bool out_or_addr(const struct pctx *c, uint64_t addr,
			       size_t len, void *buf)
{
	if (c->call->err) {
		v_addr(c, addr);
		return false;
	}
	return umove_or_addr(c, addr, len, buf);
}

/* Inside v_flags_begin()/v_flags_end(), a word whose low bits are one
 * value of types (mmap's MAP_SHARED, socket's SOCK_STREAM) and the
 * other bits flags: the type's name, or its bits and the comment
 * unknown, then the names of the flags in rest and the bits no name
 * covers. */
static inline void v_flag_type_rest(const struct pctx *c,
				    const struct xlat *types, uint64_t type,
				    const char *unknown,
				    const struct xlat *flags, uint64_t rest)
{
	const char *n = xlat_name(types, type);

	if (n) {
		v_flag_name(c, n);
	} else {
		v_flag_bits(c, type);
		v_text(c, unknown);
	}
	if (rest) {
		rest = v_flag_names(c, flags, rest);
		if (rest)
			v_flag_bits(c, rest);
	}
}

/* ", name=" and the value: one field of a struct printed by hand, one
 * call a field (the decoders' runs of v_field() and a printer). */
static inline void f_uint(const struct pctx *c, const char *name, uint64_t v)
{
	v_field(c, name);
	v_uint(c, v);
}

static inline void f_int(const struct pctx *c, const char *name, int64_t v)
{
	v_field(c, name);
	v_int(c, v);
}

static inline void f_hex(const struct pctx *c, const char *name, uint64_t v)
{
	v_field(c, name);
	v_hex(c, v);
}

static inline void f_enum(const struct pctx *c, const char *name,
			  const struct xlat *set, uint64_t v, const char *dflt)
{
	v_field(c, name);
	v_enum(c, set, v, dflt);
}

static inline void f_flags(const struct pctx *c, const char *name,
			   const struct xlat *set, uint64_t v, const char *dflt)
{
	v_field(c, name);
	v_flags(c, set, v, dflt);
}

static inline void f_addr(const struct pctx *c, const char *name, uint64_t v)
{
	v_field(c, name);
	v_addr(c, v);
}

/* ---- the return value ------------------------------------------- */

/* An entry (or exit) printer that knows what the return value means
 * sets a printer for it; d is tcp->dec->ret_data, which it may fill
 * first, in its own member of union dec_ret_data (decode.h). */
typedef int (*ret_printer)(const struct pctx *c, int64_t rval,
			   const union dec_ret_data *d);
/* Inline: every decoder sets one, and a call into the engine
 * (syscall.c) for it would make each decoder depend on the engine that
 * calls it. */
static inline void set_ret_printer(const struct pctx *c, ret_printer fn)
{
	c->tcp->dec->ret_fn = fn;
}
/* The printers of the return types (ret:NAME rows of types.list) are
 * declared by syscalls_gen.h, rettype_printer. */
/* -e namespace=new: after the return value of a successful clone,
 * clone3, unshare or setns, the namespaces it entered (process.c). */
void print_new_namespaces(const struct pctx *c);

/* ---- helpers several decoders share ------------------------------- */

/* "[0 3 5]": the numbers of the bits set in len bytes (CPU sets). */
void print_bit_list(const struct pctx *c, const unsigned char *buf,
		    size_t len);
/* An iovec array; with limited, at most total bytes of data overall. */
void print_iov_at(const struct pctx *c, uint64_t addr, uint64_t cnt,
		  bool limited, uint64_t total);
/* The same, limited, even when the call failed (data the program
 * filled in for the kernel). */
void print_iov_upto(const struct pctx *c, uint64_t addr, uint64_t cnt,
		    uint64_t total);
/* With proto >= 0 (a NETLINK_* protocol), buffers as netlink messages. */
void print_iov_proto(const struct pctx *c, uint64_t addr, uint64_t cnt,
		     bool limited, uint64_t total, int proto);
/* Each element's buffer as its address: memory that is not ours to
 * show (another process's, or buffers registered with a kernel). */
void print_iov_addrs(const struct pctx *c, uint64_t addr, uint64_t cnt);
void print_termios_at(const struct pctx *c, uint64_t addr);
/* The bytes of an extensible struct past the known ones, up to its
 * size: a "bytes K..N" comment and their hex when some are not zero,
 * "???" when unreadable (openat2's open_how, *xattrat's xattr_args). */
void print_ext_tail(const struct pctx *c, uint64_t addr, size_t known,
		    uint64_t size);
/* struct sock_fprog: {len=N, filter=0x...} (prctl, seccomp), the
 * instructions with -v. */
void print_fprog_at(const struct pctx *c, uint64_t addr);
/* n classic BPF instructions at addr, BPF_STMT(...)/BPF_JUMP(...);
 * seccomp names a filter's return actions (cbpf.c). */
void print_cbpf_insns(const struct pctx *c, uint64_t addr, unsigned n,
		      bool seccomp);
/* if_nametoindex("lo") when the index names an interface here
 * (sockaddr.c). */
void print_ifindex(const struct pctx *c, uint32_t idx);
void print_timespec_at(const struct pctx *c, uint64_t addr);
void print_timeval_at(const struct pctx *c, uint64_t addr);
/* struct __kernel_timespec: 64-bit fields on every ABI. */
void print_timespec64_at(const struct pctx *c, uint64_t addr);
/* -v times: the seconds, then the local time as an ISO 8601 comment. */
void print_time_comment(const struct pctx *c, int64_t sec, uint64_t nsec);
/* " / * 2024-01-02T03:04:05.000000006+0000 * /" (or in parentheses)
 * after a time whose fraction has digits places (time.c); none when the
 * fraction is out of range. */
void print_date_comment(const struct pctx *c, int64_t sec, int64_t frac,
			int digits, bool paren);
/* An fd_set of nfds bits: [3 4]; fdset_empty() when no bit is set or
 * it cannot be read. */
void print_fdset_at(const struct pctx *c, uint64_t addr, int nfds);
bool fdset_empty(const struct pctx *c, uint64_t addr, int nfds);
/* A signal set of len bytes at addr: [INT CHLD] or ~[RTMIN]. */
void print_sigset_at(const struct pctx *c, uint64_t addr, uint64_t len);
/* getdents results: the address and " / * N entries * /". */
void print_dirent_count(const struct pctx *c, uint64_t addr, int64_t len,
			size_t reclen_off);
/* With -v: the records of a getdents (is64: getdents64) buffer. */
void print_dirents(const struct pctx *c, uint64_t addr, int64_t ret,
		   bool is64);
/* Open flags, O_RDONLY|O_CREAT; high: the bits above 32 too. */
int print_open_flags_value(const struct pctx *c, uint64_t v, bool high);
/* The result of a call that makes a descriptor: the descriptor (its
 * path with -y); a value no descriptor can have (an injected one) as
 * the number it is (ptrs.c). */
int new_fd_ret(const struct pctx *c, int64_t rval,
	       const union dec_ret_data *d);
/* Whether the tracee's descriptor fd links to exactly link_want in
 * /proc ("anon_inode:inotify", "anon_inode:bpf-map"): an anonymous
 * inode's kind, read without opening anything (ptrs.c). */
bool fd_link_is(const struct pctx *c, int fd, const char *link_want);
/* Whether the tracee's descriptor fd is a socket ("socket:[INODE]"). */
bool fd_is_socket(const struct pctx *c, int fd);
/* The status word of a wait: [{WIFEXITED(s) && WEXITSTATUS(s) == 0}]. */
void print_wstatus(const struct pctx *c, int s);
/* Whether fd is a terminal (a tty, console, ptmx or pty slave). */
bool fd_is_tty(const struct pctx *c, int fd);
/* makedev(0xMAJ, 0xMIN) of a dev_t in the kernel's encoding. */
void print_devnum_value(const struct pctx *c, uint64_t dev);

/* ---- multiplexers ------------------------------------------------- */

/* Whether the call of that name (none: NULL) is in the -e trace= set:
 * a multiplexer carrying one must stop. */
bool call_name_traced(const char *name);
bool ipc_carries_traced(void);
void ipc_demux(struct tcb *tcp);
void ipc_demux_exit(struct tcb *tcp);

/* A siginfo_t: the signal-delivery line (syscall.c's print_signal) and
 * the calls that pass one. */
void print_siginfo(const struct pctx *c, const siginfo_t *si);

#endif
