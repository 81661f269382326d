# For those who have make: every target is ./dev's (a fresh Debian may have no make; ./dev needs only bash).
.PHONY: run test bench soak screenshots i18n
run test bench soak screenshots i18n:
	./dev $@
