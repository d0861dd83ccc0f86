#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a loop wants to hear about on a descriptor.
struct Interest: OptionSet, Sendable {
  let rawValue: UInt8

  static let read = Interest(rawValue: 1)
  static let write = Interest(rawValue: 2)
}

/// One readiness report: the registration's token and what the descriptor is ready for.
struct PollEvent {
  let token: UInt64
  let isReadable: Bool
  let isWritable: Bool
  /// An error or hang-up; reported even when nothing is asked for.
  let isFailed: Bool
}

/// Readiness of many descriptors at once, with `poll(2)` over an array kept between calls
/// (registration changes are O(1)). Level-triggered.
///
/// `poll` rather than epoll: Glibc's Swift module does not export `sys/epoll.h`, and a C shim
/// module would be a new module for one header. A wait costs time linear in the registered
/// descriptors, which stays small next to the work per request up to a few thousand
/// connections; each event loop polls only its own share.
///
/// Owned by one event loop thread and never shared, so it needs no lock.
final class Poller {
  private var descriptors: [pollfd] = []
  private var tokens: [UInt64] = []
  private var slots: [Int32: Int] = [:]

  /// Starts watching `descriptor`; events carry `token`.
  func add(_ descriptor: Int32, token: UInt64, interest: Interest) {
    slots[descriptor] = descriptors.count
    descriptors.append(pollfd(fd: descriptor, events: Self.events(for: interest), revents: 0))
    tokens.append(token)
  }

  /// Changes what `descriptor` is watched for.
  func modify(_ descriptor: Int32, token: UInt64, interest: Interest) {
    guard let slot = slots[descriptor] else { return }
    descriptors[slot].events = Self.events(for: interest)
    tokens[slot] = token
  }

  /// Stops watching `descriptor`; call it before closing the descriptor.
  func remove(_ descriptor: Int32) {
    guard let slot = slots.removeValue(forKey: descriptor) else { return }
    let last = descriptors.count - 1
    if slot != last {
      descriptors[slot] = descriptors[last]
      tokens[slot] = tokens[last]
      slots[descriptors[slot].fd] = slot
    }
    descriptors.removeLast()
    tokens.removeLast()
  }

  /// Waits up to `milliseconds` (-1: for ever) and returns what is ready.
  func wait(milliseconds: Int32) -> [PollEvent] {
    let count = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
    guard count > 0 else { return [] }
    var ready: [PollEvent] = []
    ready.reserveCapacity(Int(count))
    for slot in descriptors.indices where descriptors[slot].revents != 0 {
      let revents = descriptors[slot].revents
      ready.append(
        PollEvent(
          token: tokens[slot],
          isReadable: revents & Int16(POLLIN) != 0,
          isWritable: revents & Int16(POLLOUT) != 0,
          isFailed: revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0))
      if ready.count == Int(count) { break }
    }
    return ready
  }

  private static func events(for interest: Interest) -> Int16 {
    var events: Int16 = 0
    if interest.contains(.read) { events |= Int16(POLLIN) }
    if interest.contains(.write) { events |= Int16(POLLOUT) }
    return events
  }
}
