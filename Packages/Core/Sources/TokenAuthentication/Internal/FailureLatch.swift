/// A failed refresh of `generation`: leases of that generation handed out before the failure
/// (`epoch` below the latch's) get `failure` at once.
struct FailureLatch {
  let generation: UInt64
  let epoch: UInt64
  let failure: LeaseFailure
}
