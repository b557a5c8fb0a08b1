/// Whether this build compiles the solver's internal invariant checks
/// (`-Xswiftc -DAUTOLAYOUT_INTERNAL_CHECKS`). The solver then validates the whole system after
/// every call and stops the process at the first broken invariant; the largest workloads are left
/// out there (the checks make them quadratic).
#if AUTOLAYOUT_INTERNAL_CHECKS
  let solverChecksInvariants = true
#else
  let solverChecksInvariants = false
#endif
