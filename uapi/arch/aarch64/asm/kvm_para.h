#include <asm-generic/kvm_para.h>
