/* mmap_fixed.c - MAP_FIXED replaces whatever was mapped there, silently.
 * Map two pages holding 'a', then MAP_FIXED a fresh anonymous page over
 * the second one: the call succeeds and the old contents are gone.
 * MAP_FIXED_NOREPLACE (4.17) refuses the same request with EEXIST.
 * Rule checked: mmap-fixed-replaced. */
#include "kcheck.h"
#include <sys/mman.h>

int main(void)
{
	char *a = mmap(NULL, 8192, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	memset(a, 'a', 8192);
	char *r = mmap(a + 4096, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
	kc_report(r == a + 4096 && a[4096] == 0 && a[0] == 'a', "mmap-fixed-replaced",
		  "MAP_FIXED returned the same address, page 1 now reads %d (was 'a'), page 0 untouched '%c'",
		  a[4096], a[0]);
	KC_EXPECT("MAP_FIXED_NOREPLACE over a mapping",
		  mmap(a, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0), EEXIST);
	/* without MAP_FIXED the address is only a hint: a busy hint is moved */
	char *h = mmap(a, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	kc_report(h != MAP_FAILED && h != a && a[0] == 'a', "mmap hint over a mapping is not honoured",
		  "hint %p, got %p, old mapping intact", (void *)a, (void *)h);
	return kc_exit();
}
