// Stand-in for the part of Darwin that VIPERLock and VIPER use (pthread mutexes and
// thread-specific keys), with the signatures Swift imports from Apple's C headers. These
// APIs exist on every Apple OS VIPERKit supports; scripts/ci/check-availability.sh
// cannot check that, it assumes it.
//
// One deliberate difference: the standard library rebuilt from the Linux interfaces
// cannot perform implicit pointer argument conversions, so `pthread_mutex_init` takes its
// attributes as the mutable pointer the caller has, where Darwin's header declares a
// const one (a conversion Swift makes implicitly against the real SDK).

public struct pthread_mutex_t { public init() {} }
public struct pthread_mutexattr_t { public init() {} }
public typealias pthread_key_t = UInt
public var PTHREAD_MUTEX_RECURSIVE: Int32 { 2 }

@discardableResult public func pthread_mutex_init(
    _ mutex: UnsafeMutablePointer<pthread_mutex_t>!, _ attributes: UnsafeMutablePointer<pthread_mutexattr_t>!
) -> Int32 { 0 }
@discardableResult public func pthread_mutex_destroy(_ mutex: UnsafeMutablePointer<pthread_mutex_t>!) -> Int32 { 0 }
@discardableResult public func pthread_mutex_lock(_ mutex: UnsafeMutablePointer<pthread_mutex_t>!) -> Int32 { 0 }
@discardableResult public func pthread_mutex_unlock(_ mutex: UnsafeMutablePointer<pthread_mutex_t>!) -> Int32 { 0 }
@discardableResult public func pthread_mutexattr_init(_ attributes: UnsafeMutablePointer<pthread_mutexattr_t>!) -> Int32 { 0 }
@discardableResult public func pthread_mutexattr_destroy(_ attributes: UnsafeMutablePointer<pthread_mutexattr_t>!) -> Int32 { 0 }
@discardableResult public func pthread_mutexattr_settype(_ attributes: UnsafeMutablePointer<pthread_mutexattr_t>!, _ type: Int32) -> Int32 {
    0
}
@discardableResult public func pthread_key_create(
    _ key: UnsafeMutablePointer<pthread_key_t>!, _ destructor: (@convention(c) (UnsafeMutableRawPointer) -> Void)!
) -> Int32 { 0 }
public func pthread_getspecific(_ key: pthread_key_t) -> UnsafeMutableRawPointer! { nil }
@discardableResult public func pthread_setspecific(_ key: pthread_key_t, _ value: UnsafeRawPointer!) -> Int32 { 0 }
