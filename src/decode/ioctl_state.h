/* What an ioctl request keeps from its entry for its exit or for its
 * return value's printer (dec_ret_data.ioctl, zeroed at each entry):
 * one member for each request family that keeps something, so that
 * each says what it stores and no two share a slot by convention. */
#ifndef ABT_DECODE_IOCTL_STATE_H
#define ABT_DECODE_IOCTL_STATE_H

#include <stdbool.h>
#include <stdint.h>

union ioctl_fam_state {
	/* V4L2 (ioctl_v4l2.c): the first bytes of the struct (index,
	 * type, id, value...) as the entry read them, which the call may
	 * overwrite; read: they could be read. create_bufs: the struct,
	 * read again for the result. */
	struct ioctl_v4l2_state {
		uint8_t in[16];
		bool read;
		uint64_t create_bufs;
	} v4l2;
	/* KDGETKEYCODE: the keycode given; GIO_UNIMAP: the count given
	 * (ioctl_kd.c). */
	uint32_t kd_given;
	uint32_t perf_ids_len;	/* PERF_EVENT_IOC_QUERY_BPF (ioctl_perf.c) */
	int32_t kvm_run_fd;	/* KVM_RUN: the vCPU's descriptor (ioctl_kvm.c) */
	uint32_t mtd_region;	/* MEMGETREGIONINFO's regionindex (ioctl_mtd.c) */
	bool seccomp_blank;	/* SECCOMP_IOCTL_NOTIF_RECV: nothing shown at entry */
	bool sg_v3;		/* SG_IO: the entry showed a v3 header (ioctl_scsi.c) */
	/* SIOCGIFCONF: ifc_len and ifc_buf as given (ioctl_sock.c). */
	struct ioctl_ifconf_state { int32_t len; uint64_t buf; } ifconf;
	/* PIDFD_GET_INFO: the mask asked for, and whether it was read
	 * (ioctl_misc.c). */
	struct ioctl_pidfd_state { uint64_t mask; bool read; } pidfd_info;
	/* UFFDIO_API: api and features as given (ioctl_uffdio.c). */
	struct ioctl_uffd_api_state { uint64_t api, features; } uffd_api;
};

struct ioctl_state {
	union ioctl_fam_state fam;
	bool later;	/* the exit half is wanted (ioctl_dispatch.c) */
};

#endif
