/* i386 calls that glibc makes through socketcall() and ipc(): under
 * -e trace=sendmsg,semget,shmat exactly these lines are expected. */
#define _GNU_SOURCE
#include <stdio.h>
#include <sys/ipc.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <unistd.h>

int main(void)
{
	char buf[4] = "ping", call[64];
	struct iovec iov = { buf, sizeof(buf) };
	struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1 };
	int sv[2], id, shm;
	void *p;

	setvbuf(stdout, NULL, _IONBF, 0);
	if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv))
		return 1;
	printf("expect: sendmsg(%d, {msg_name=NULL, msg_namelen=0, "
	       "msg_iov=[{iov_base=\"ping\", iov_len=4}], msg_iovlen=1, "
	       "msg_controllen=0, msg_flags=0}, 0) = 4\n", sv[0]);
	sendmsg(sv[0], &mh, 0);
	id = semget(IPC_PRIVATE, 1, IPC_CREAT | 0600);
	printf("expect: semget(IPC_PRIVATE, 1, IPC_CREAT|0600)  = %d\n", id);
	semctl(id, 0, IPC_RMID);
	shm = shmget(IPC_PRIVATE, 4096, 0600);
	p = shmat(shm, NULL, SHM_RDONLY);
	snprintf(call, sizeof(call), "shmat(%d, NULL, SHM_RDONLY)", shm);
	printf("expect: %-39s = %p\n", call, p);
	shmdt(p);
	shmctl(shm, IPC_RMID, NULL);
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
