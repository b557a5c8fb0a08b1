/// Whether this build compiles the solver's internal invariant checks
/// (`-Xswiftc -DAUTOLAYOUT_INTERNAL_CHECKS`, which CI's second run passes to every target). The
/// solver then validates the whole system after every call (a large one after every few calls),
/// which makes every call of a large layout cost a check: the tests that build many of them build
/// fewer or smaller ones there.
#if AUTOLAYOUT_INTERNAL_CHECKS
  let solverChecksInvariants = true
#else
  let solverChecksInvariants = false
#endif
