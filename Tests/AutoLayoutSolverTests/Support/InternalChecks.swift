/// Whether this build compiles the solver's internal invariant checks
/// (`-Xswiftc -DAUTOLAYOUT_INTERNAL_CHECKS`). The solver then validates the whole system after
/// every call (a large one after every few calls) and stops the process at the first broken
/// invariant; the largest workloads are left out there, as each of their calls pays for a check.
#if AUTOLAYOUT_INTERNAL_CHECKS
  let solverChecksInvariants = true
#else
  let solverChecksInvariants = false
#endif
