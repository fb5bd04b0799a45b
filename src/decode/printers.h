/* Printers named in syscalls/types.list, and helpers they share. */
#ifndef ABT_PRINTERS_H
#define ABT_PRINTERS_H

#include "abitrace.h"
#include "output/view.h"

/* Transitional: the context of the printer being run. */
extern const struct pctx *cur_ctx;

#define PRINTER(name) \
	int name(struct tcb *tcp, const struct argdesc *ad, int argi)

/* basic.c */
PRINTER(print_x);
PRINTER(print_int);
PRINTER(print_uint);
PRINTER(print_long);
PRINTER(print_ulong);
PRINTER(print_off);
PRINTER(print_hexint);
PRINTER(print_oct);
PRINTER(print_mode);
PRINTER(print_uid);
PRINTER(print_sig);
PRINTER(print_ptr);
PRINTER(print_flags);
PRINTER(print_enum);

/* fs.c */
PRINTER(print_fd);
PRINTER(print_dirfd);
PRINTER(print_oflags);
PRINTER(print_omode);
PRINTER(print_path);
PRINTER(print_str);
PRINTER(print_ibuf);
PRINTER(print_obuf);

PRINTER(print_enum32);
PRINTER(print_skip);
PRINTER(print_path_out);

/* mem.c */
PRINTER(print_mmap_flags);

/* stat.c */
PRINTER(print_stat_out);
PRINTER(print_statx_out);
PRINTER(print_statfs_out);
PRINTER(print_statx_flags);
PRINTER(print_statfs64_out);
PRINTER(print_stat64_out);
PRINTER(print_pgoff);

/* desc.c */
PRINTER(print_iov_in);
PRINTER(print_iov_out);
PRINTER(print_pollfd);
PRINTER(print_dirent64_out);
void print_dirent_count(struct tcb *tcp, uint64_t addr, size_t reclen_off);
PRINTER(print_fcntl_cmd);
PRINTER(print_fcntl_arg);
PRINTER(print_ioctl_cmd);
PRINTER(print_ioctl_arg);
PRINTER(print_intp_out);
PRINTER(print_pipefd_out);
PRINTER(print_epoll_event);
PRINTER(print_epoll_events_out);
PRINTER(print_fdset);

/* signal.c */
PRINTER(print_sigset_in);
PRINTER(print_sigset_out);
PRINTER(print_sigaction_in);
PRINTER(print_sigaction_out);
PRINTER(print_sigreturn_frame);
PRINTER(print_old_sigaction_in);
PRINTER(print_old_sigaction_out);
PRINTER(print_siginfo_in);
PRINTER(print_siginfo_out);
PRINTER(print_stack_in);
PRINTER(print_stack_out);
PRINTER(print_sigevent_in);
PRINTER(print_old_sigset_in);
PRINTER(print_old_sigset_out);
PRINTER(print_old_sigmask);
PRINTER(print_sighandler);

/* time.c */
PRINTER(print_timespec_in);
PRINTER(print_timespec_out);
PRINTER(print_timeval_in);
PRINTER(print_timeval_out);
PRINTER(print_timespec64_in);
PRINTER(print_timespec64_out);
PRINTER(print_timespec_rem_out);
PRINTER(print_timespec64_rem_out);
PRINTER(print_timeval_inout);
PRINTER(print_timespec_inout);
PRINTER(print_timespec64_inout);
PRINTER(print_pselect_sigmask);
PRINTER(print_futex_op);
PRINTER(print_futex_val);
PRINTER(print_futex_timeout);
PRINTER(print_futex_uaddr2);
PRINTER(print_futex_val3);
PRINTER(print_futex_timeout64);
PRINTER(print_futex_waitv_in);
PRINTER(print_clockid);
PRINTER(print_time_in);
PRINTER(print_time_out);
PRINTER(print_timespec2_in);
PRINTER(print_timespec64_2_in);
PRINTER(print_timeval2_in);
PRINTER(print_utimbuf_in);
PRINTER(print_timezone_in);
PRINTER(print_timezone_out);
PRINTER(print_itimerspec_in);
PRINTER(print_itimerspec_out);
PRINTER(print_itimerspec64_in);
PRINTER(print_itimerspec64_out);
PRINTER(print_itimerval_in);
PRINTER(print_itimerval_out);
PRINTER(print_timex_out);
PRINTER(print_timex64_out);
PRINTER(print_tms_out);

/* process.c */
PRINTER(print_argv);
PRINTER(print_envp);
PRINTER(print_clone_flags);
PRINTER(print_clone3_args);
PRINTER(print_wstatus_out);
PRINTER(print_rusage_out);
PRINTER(print_rlimit_in);
PRINTER(print_rlimit_out);
PRINTER(print_rlimit64_in);
PRINTER(print_rlimit64_out);
PRINTER(print_user_desc_in);
PRINTER(print_user_desc_out);
PRINTER(print_utsname_out);
PRINTER(print_sysinfo_out);
PRINTER(print_prctl_option);
PRINTER(print_prctl_arg);
PRINTER(print_cpuset_out);
PRINTER(print_gidlist_in);
PRINTER(print_gidlist_out);
PRINTER(print_sched_param_in);
PRINTER(print_sched_param_out);
PRINTER(print_sched_attr_in);
PRINTER(print_sched_attr_out);
PRINTER(print_cap_header);
PRINTER(print_cap_data_in);
PRINTER(print_cap_data_out);
PRINTER(print_ioprio);
PRINTER(print_keyring);

/* ipc.c */
PRINTER(print_ipc_key);
PRINTER(print_ipc_get_flags);
PRINTER(print_ipc_cmd);
PRINTER(print_sembuf_in);
PRINTER(print_msgbuf_in);
PRINTER(print_msgbuf_out);
PRINTER(print_semun);
bool ipc_carries_traced(void);
void ipc_demux(struct tcb *tcp);
void ipc_demux_exit(struct tcb *tcp);

/* net.c */
PRINTER(print_sockaddr_in);
PRINTER(print_sockaddr_out);
PRINTER(print_socklen_out);
PRINTER(print_sock_type);
PRINTER(print_sock_proto);
PRINTER(print_msghdr_in);
PRINTER(print_msghdr_out);
PRINTER(print_sockopt_name);
PRINTER(print_sockopt_in);
PRINTER(print_sockopt_out);

/* ptrs.c */
PRINTER(print_intp_in);
PRINTER(print_uintp_out);
PRINTER(print_uidp_out);
PRINTER(print_ptrp_out);
PRINTER(print_sizep_out);
PRINTER(print_tidptr_out);
PRINTER(print_loff_out);
PRINTER(print_loff_in);
PRINTER(print_loff_inout);
PRINTER(print_offp_inout);
PRINTER(print_off_lo);
PRINTER(print_off_hi);
PRINTER(print_pad);
PRINTER(print_devnum);
/* makedev(0xMAJ, 0xMIN) of a dev_t in the kernel's encoding. */
void print_devnum_value(uint64_t dev);

/* fsx.c */
PRINTER(print_xattr_val_in);
PRINTER(print_xattr_val_out);
PRINTER(print_xattr_list_out);
PRINTER(print_dirent_out);
PRINTER(print_old_dirent_out);
PRINTER(print_open_how);
PRINTER(print_mount_attr_in);
PRINTER(print_file_handle_in);
PRINTER(print_file_handle_out);
PRINTER(print_quotactl_cmd);
PRINTER(print_ustat_out);
PRINTER(print_mq_attr_in);
PRINTER(print_mq_attr_out);

/* aio.c */
PRINTER(print_iocb_in);
PRINTER(print_iocbpp_in);
PRINTER(print_io_event_out);
PRINTER(print_io_events_out);

/* mem.c */
PRINTER(print_mincore_vec_out);
PRINTER(print_nodemask_in);
PRINTER(print_nodemask_out);
PRINTER(print_cpuset_in);

/* net.c */
PRINTER(print_mmsghdr_in);
PRINTER(print_mmsghdr_out);

/* Helpers for printers. */
uint64_t arg_ulong(const struct tcb *tcp, int argi);	/* width-aware */
int64_t arg_long(const struct tcb *tcp, int argi);
void print_addr(uint64_t addr);			/* NULL or 0x... */
void print_xlat_flags(const struct xlat *x, uint64_t v, const char *dflt);
bool print_xlat_enum(const struct xlat *x, uint64_t v, const char *dflt);
/* Prints the string at addr (cut at -s unless whole), or its address. */
void print_str_at(struct tcb *tcp, uint64_t addr, size_t limit, bool path);
/* Prints len bytes at addr as a quoted string cut at -s, or the address. */
void print_buf_at(struct tcb *tcp, uint64_t addr, uint64_t len);
void print_fd_value(struct tcb *tcp, int fd);
/* "[0 3 5]": the numbers of the bits set in len bytes (CPU sets). */
void print_bit_list(const unsigned char *buf, size_t len);
void print_mode_value(unsigned mode);
/* SIGxxx, SIGRTMIN, SIGRT_n or the number, as strace names signals. */
void print_signame(int sig);
/* A signal set of len bytes at addr: [INT CHLD] or ~[RTMIN]. */
void print_sigset_at(struct tcb *tcp, uint64_t addr, uint64_t len);
/* The exit half of a call: the kernel has filled the output arguments. */
static inline bool exiting(const struct tcb *tcp)
{
	return !(tcp->flags & TCB_INSYSCALL);
}
static inline bool is_compat(const struct tcb *tcp)
{
	return personalities[tcp->pers].wordsize == 4;
}
/* A word-size-aware pointer or long read from the tracee. */
int umove_ulong(struct tcb *tcp, uint64_t addr, uint64_t *val);
/* An iovec array; with limited, at most total bytes of data overall. */
void print_iov_at(struct tcb *tcp, uint64_t addr, uint64_t cnt,
		  bool limited, uint64_t total);
void print_termios_at(struct tcb *tcp, uint64_t addr);
void print_timespec_at(struct tcb *tcp, uint64_t addr);
void print_timeval_at(struct tcb *tcp, uint64_t addr);
/* -v times: the seconds, then the local time as an ISO 8601 comment. */
void print_time_comment(int64_t sec, uint64_t nsec);
/* An fd_set of nfds bits: [3 4]; fdset_empty() when no bit is set or
 * it cannot be read. */
void print_fdset_at(struct tcb *tcp, uint64_t addr, int nfds);
bool fdset_empty(struct tcb *tcp, uint64_t addr, int nfds);

#endif
