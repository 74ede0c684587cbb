/// Members whose meaning is a well-known protocol's: a type that declares the protocol and
/// implements one of these says nothing a usage example would add (`==` compares, `hash(into:)`
/// hashes, `tableView(_:cellForRowAt:)` is called by UIKit). `missing-usage-example` asks no
/// example of them. The list is data: an entry is a protocol and the members it makes
/// witnesses, named as docaudit names functions (`hash(into:)`, `==(_:_:)`).
enum WellKnownWitnesses {
    struct Entry {
        /// The protocol's name, as an inheritance clause writes it.
        let protocolName: String
        let members: [String]
        /// The protocols it refines whose members it makes witnesses too (`Hashable`'s `==`).
        var refines: [String] = []
    }

    static let entries: [Entry] = [
        // The standard library.
        Entry(protocolName: "Equatable", members: ["==(_:_:)", "!=(_:_:)"]),
        Entry(protocolName: "Hashable", members: ["hash(into:)"], refines: ["Equatable"]),
        Entry(protocolName: "Comparable", members: ["<(_:_:)", "<=(_:_:)", ">(_:_:)", ">=(_:_:)"], refines: ["Equatable"]),
        Entry(protocolName: "Strideable", members: ["distance(to:)", "advanced(by:)"], refines: ["Comparable"]),
        Entry(protocolName: "Encodable", members: ["encode(to:)"]),
        Entry(protocolName: "Decodable", members: ["init(from:)"]),
        Entry(protocolName: "Codable", members: [], refines: ["Encodable", "Decodable"]),
        Entry(protocolName: "RawRepresentable", members: ["init(rawValue:)"]),
        Entry(protocolName: "ExpressibleByStringLiteral", members: ["init(stringLiteral:)", "init(unicodeScalarLiteral:)", "init(extendedGraphemeClusterLiteral:)"]),
        Entry(protocolName: "ExpressibleByIntegerLiteral", members: ["init(integerLiteral:)"]),
        Entry(protocolName: "ExpressibleByFloatLiteral", members: ["init(floatLiteral:)"]),
        Entry(protocolName: "ExpressibleByBooleanLiteral", members: ["init(booleanLiteral:)"]),
        Entry(protocolName: "ExpressibleByArrayLiteral", members: ["init(arrayLiteral:)"]),
        Entry(protocolName: "ExpressibleByDictionaryLiteral", members: ["init(dictionaryLiteral:)"]),
        Entry(protocolName: "ExpressibleByNilLiteral", members: ["init(nilLiteral:)"]),
        Entry(protocolName: "Sequence", members: ["makeIterator()"]),
        Entry(protocolName: "IteratorProtocol", members: ["next()"]),
        Entry(protocolName: "AsyncSequence", members: ["makeAsyncIterator()"]),
        Entry(protocolName: "AsyncIteratorProtocol", members: ["next()"]),
        Entry(protocolName: "Collection", members: ["index(after:)"], refines: ["Sequence"]),
        Entry(protocolName: "BidirectionalCollection", members: ["index(before:)"], refines: ["Collection"]),
        Entry(protocolName: "RandomAccessCollection", members: [], refines: ["BidirectionalCollection"]),
        Entry(protocolName: "MutableCollection", members: [], refines: ["Collection"]),
        Entry(protocolName: "RangeReplaceableCollection", members: ["replaceSubrange(_:with:)"], refines: ["Collection"]),
        Entry(protocolName: "TextOutputStream", members: ["write(_:)"]),
        Entry(protocolName: "TextOutputStreamable", members: ["write(to:)"]),
        // SwiftUI.
        Entry(protocolName: "ViewModifier", members: ["body(content:)"]),
        Entry(protocolName: "ButtonStyle", members: ["makeBody(configuration:)"]),
        Entry(protocolName: "PrimitiveButtonStyle", members: ["makeBody(configuration:)"]),
        Entry(protocolName: "ToggleStyle", members: ["makeBody(configuration:)"]),
        Entry(protocolName: "LabelStyle", members: ["makeBody(configuration:)"]),
        Entry(protocolName: "Shape", members: ["path(in:)"]),
        Entry(protocolName: "UIViewRepresentable", members: ["makeUIView(context:)", "updateUIView(_:context:)", "makeCoordinator()", "dismantleUIView(_:coordinator:)", "sizeThatFits(_:uiView:context:)"]),
        Entry(protocolName: "UIViewControllerRepresentable", members: ["makeUIViewController(context:)", "updateUIViewController(_:context:)", "makeCoordinator()",
                                                                     "dismantleUIViewController(_:coordinator:)"]),
        // UIKit's app and scene delegates.
        Entry(protocolName: "UIApplicationDelegate", members: ["application(_:didFinishLaunchingWithOptions:)", "application(_:willFinishLaunchingWithOptions:)",
                                                             "application(_:configurationForConnecting:options:)", "application(_:didDiscardSceneSessions:)",
                                                             "application(_:open:options:)", "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)",
                                                             "application(_:didFailToRegisterForRemoteNotificationsWithError:)", "applicationDidBecomeActive(_:)",
                                                             "applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)", "applicationWillEnterForeground(_:)",
                                                             "applicationWillTerminate(_:)"]),
        Entry(protocolName: "UIWindowSceneDelegate", members: [], refines: ["UISceneDelegate"]),
        Entry(protocolName: "UISceneDelegate", members: ["scene(_:willConnectTo:options:)", "scene(_:openURLContexts:)", "scene(_:continue:)", "sceneDidDisconnect(_:)",
                                                       "sceneDidBecomeActive(_:)", "sceneWillResignActive(_:)", "sceneWillEnterForeground(_:)", "sceneDidEnterBackground(_:)"]),
        Entry(protocolName: "UNUserNotificationCenterDelegate", members: ["userNotificationCenter(_:willPresent:withCompletionHandler:)", "userNotificationCenter(_:didReceive:withCompletionHandler:)",
                                                                        "userNotificationCenter(_:willPresent:)", "userNotificationCenter(_:didReceive:)"]),
        // UIKit's data sources and delegates.
        Entry(protocolName: "UITableViewDataSource", members: ["tableView(_:numberOfRowsInSection:)", "tableView(_:cellForRowAt:)", "numberOfSections(in:)",
                                                             "tableView(_:titleForHeaderInSection:)", "tableView(_:titleForFooterInSection:)", "tableView(_:canEditRowAt:)",
                                                             "tableView(_:commit:forRowAt:)", "tableView(_:canMoveRowAt:)", "tableView(_:moveRowAt:to:)"]),
        Entry(protocolName: "UITableViewDelegate", members: ["tableView(_:didSelectRowAt:)", "tableView(_:didDeselectRowAt:)", "tableView(_:heightForRowAt:)",
                                                           "tableView(_:estimatedHeightForRowAt:)", "tableView(_:viewForHeaderInSection:)", "tableView(_:viewForFooterInSection:)",
                                                           "tableView(_:heightForHeaderInSection:)", "tableView(_:heightForFooterInSection:)", "tableView(_:willDisplay:forRowAt:)",
                                                           "tableView(_:didEndDisplaying:forRowAt:)", "tableView(_:trailingSwipeActionsConfigurationForRowAt:)",
                                                           "tableView(_:leadingSwipeActionsConfigurationForRowAt:)"], refines: ["UIScrollViewDelegate"]),
        Entry(protocolName: "UICollectionViewDataSource", members: ["collectionView(_:numberOfItemsInSection:)", "collectionView(_:cellForItemAt:)", "numberOfSections(in:)",
                                                                  "collectionView(_:viewForSupplementaryElementOfKind:at:)"]),
        Entry(protocolName: "UICollectionViewDelegate", members: ["collectionView(_:didSelectItemAt:)", "collectionView(_:didDeselectItemAt:)", "collectionView(_:willDisplay:forItemAt:)",
                                                                "collectionView(_:didEndDisplaying:forItemAt:)", "collectionView(_:shouldSelectItemAt:)"], refines: ["UIScrollViewDelegate"]),
        Entry(protocolName: "UICollectionViewDelegateFlowLayout", members: ["collectionView(_:layout:sizeForItemAt:)", "collectionView(_:layout:insetForSectionAt:)",
                                                                          "collectionView(_:layout:minimumLineSpacingForSectionAt:)",
                                                                          "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
                                                                          "collectionView(_:layout:referenceSizeForHeaderInSection:)",
                                                                          "collectionView(_:layout:referenceSizeForFooterInSection:)"], refines: ["UICollectionViewDelegate"]),
        Entry(protocolName: "UIScrollViewDelegate", members: ["scrollViewDidScroll(_:)", "scrollViewWillBeginDragging(_:)", "scrollViewDidEndDragging(_:willDecelerate:)",
                                                            "scrollViewDidEndDecelerating(_:)", "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
                                                            "viewForZooming(in:)", "scrollViewDidZoom(_:)"]),
        Entry(protocolName: "UITextFieldDelegate", members: ["textFieldShouldReturn(_:)", "textField(_:shouldChangeCharactersIn:replacementString:)", "textFieldDidBeginEditing(_:)",
                                                           "textFieldDidEndEditing(_:)", "textFieldShouldBeginEditing(_:)", "textFieldShouldEndEditing(_:)",
                                                           "textFieldDidChangeSelection(_:)", "textFieldShouldClear(_:)"]),
        Entry(protocolName: "UITextViewDelegate", members: ["textViewDidChange(_:)", "textViewDidBeginEditing(_:)", "textViewDidEndEditing(_:)",
                                                          "textView(_:shouldChangeTextIn:replacementText:)", "textViewDidChangeSelection(_:)"]),
        Entry(protocolName: "UISearchBarDelegate", members: ["searchBar(_:textDidChange:)", "searchBarSearchButtonClicked(_:)", "searchBarCancelButtonClicked(_:)",
                                                           "searchBarTextDidBeginEditing(_:)", "searchBarTextDidEndEditing(_:)"]),
        Entry(protocolName: "UISearchResultsUpdating", members: ["updateSearchResults(for:)"]),
        Entry(protocolName: "UIGestureRecognizerDelegate", members: ["gestureRecognizerShouldBegin(_:)", "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)",
                                                                   "gestureRecognizer(_:shouldReceive:)"]),
        Entry(protocolName: "UIAdaptivePresentationControllerDelegate", members: ["presentationControllerDidDismiss(_:)", "presentationControllerShouldDismiss(_:)",
                                                                                "adaptivePresentationStyle(for:)"]),
        Entry(protocolName: "UIPageViewControllerDataSource", members: ["pageViewController(_:viewControllerBefore:)", "pageViewController(_:viewControllerAfter:)"]),
        Entry(protocolName: "UIPageViewControllerDelegate", members: ["pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)"]),
        Entry(protocolName: "UIImagePickerControllerDelegate", members: ["imagePickerController(_:didFinishPickingMediaWithInfo:)", "imagePickerControllerDidCancel(_:)"]),
        Entry(protocolName: "PHPickerViewControllerDelegate", members: ["picker(_:didFinishPicking:)"]),
        Entry(protocolName: "UIViewControllerTransitioningDelegate", members: ["animationController(forPresented:presenting:source:)", "animationController(forDismissed:)",
                                                                             "presentationController(forPresented:presenting:source:)"]),
        Entry(protocolName: "UIViewControllerAnimatedTransitioning", members: ["transitionDuration(using:)", "animateTransition(using:)"]),
        Entry(protocolName: "UINavigationControllerDelegate", members: ["navigationController(_:willShow:animated:)", "navigationController(_:didShow:animated:)"]),
        Entry(protocolName: "UITabBarControllerDelegate", members: ["tabBarController(_:didSelect:)", "tabBarController(_:shouldSelect:)"]),
        // Apple's other delegates.
        Entry(protocolName: "WKNavigationDelegate", members: ["webView(_:didFinish:)", "webView(_:didFail:withError:)", "webView(_:didFailProvisionalNavigation:withError:)",
                                                            "webView(_:didStartProvisionalNavigation:)", "webView(_:decidePolicyFor:decisionHandler:)"]),
        Entry(protocolName: "WKScriptMessageHandler", members: ["userContentController(_:didReceive:)"]),
        Entry(protocolName: "WKUIDelegate", members: ["webView(_:createWebViewWith:for:windowFeatures:)", "webView(_:runJavaScriptAlertPanelWithMessage:initiatedByFrame:completionHandler:)"]),
        Entry(protocolName: "CLLocationManagerDelegate", members: ["locationManager(_:didUpdateLocations:)", "locationManager(_:didFailWithError:)",
                                                                 "locationManagerDidChangeAuthorization(_:)", "locationManager(_:didChangeAuthorization:)"]),
        Entry(protocolName: "MKMapViewDelegate", members: ["mapView(_:viewFor:)", "mapView(_:rendererFor:)", "mapView(_:didSelect:)", "mapView(_:regionDidChangeAnimated:)"]),
        Entry(protocolName: "ASAuthorizationControllerDelegate", members: ["authorizationController(controller:didCompleteWithAuthorization:)",
                                                                         "authorizationController(controller:didCompleteWithError:)"]),
        Entry(protocolName: "ASAuthorizationControllerPresentationContextProviding", members: ["presentationAnchor(for:)"]),
        Entry(protocolName: "MFMailComposeViewControllerDelegate", members: ["mailComposeController(_:didFinishWith:error:)"]),
        Entry(protocolName: "SKPaymentTransactionObserver", members: ["paymentQueue(_:updatedTransactions:)"]),
        Entry(protocolName: "URLSessionDelegate", members: ["urlSession(_:didReceive:completionHandler:)", "urlSession(_:didBecomeInvalidWithError:)"]),
        Entry(protocolName: "URLSessionTaskDelegate", members: ["urlSession(_:task:didCompleteWithError:)"], refines: ["URLSessionDelegate"]),
        Entry(protocolName: "URLSessionDownloadDelegate", members: ["urlSession(_:downloadTask:didFinishDownloadingTo:)",
                                                                  "urlSession(_:downloadTask:didWriteData:totalBytesWritten:totalBytesExpectedToWrite:)"],
              refines: ["URLSessionTaskDelegate"]),
        // Google Mobile Ads' full-screen ads, named with its `GAD` prefix before SDK 11.
        Entry(protocolName: "FullScreenContentDelegate", members: ["ad(_:didFailToPresentFullScreenContentWithError:)", "adWillPresentFullScreenContent(_:)",
                                                                 "adWillDismissFullScreenContent(_:)", "adDidDismissFullScreenContent(_:)", "adDidRecordImpression(_:)",
                                                                 "adDidRecordClick(_:)"]),
        Entry(protocolName: "GADFullScreenContentDelegate", members: [], refines: ["FullScreenContentDelegate"]),
        // Architecture libraries iOS teams build on.
        Entry(protocolName: "Reducer", members: ["reduce(into:action:)"]),
        Entry(protocolName: "Reactor", members: ["mutate(action:)", "reduce(state:mutation:)", "transform(action:)", "transform(mutation:)", "transform(state:)"]),
    ]

    /// The protocol among `conformances` (names as written in inheritance clauses) that makes
    /// the member named `name` a witness, if one does.
    ///
    /// ```swift
    /// WellKnownWitnesses.protocolWitnessed(by: "hash(into:)", among: ["Hashable"]) // "Hashable"
    /// ```
    static func protocolWitnessed(by name: String, among conformances: [String]) -> String? {
        for conformance in conformances {
            // Through refinements; the list has no cycles, but a visited set keeps a future
            // edit from making one a hang.
            var pending = [conformance]
            var visited: Set<String> = []
            while let next = pending.popLast() {
                guard visited.insert(next).inserted, let entry = byProtocol[next] else { continue }
                if entry.members.contains(name) { return conformance }
                pending += entry.refines
            }
        }
        return nil
    }

    /// Whether some protocol of the list has a member named `name`: for a declaration of any
    /// other name, its type's conformances need no reading.
    ///
    /// ```swift
    /// WellKnownWitnesses.isMemberName("hash(into:)") // true
    /// ```
    static func isMemberName(_ name: String) -> Bool {
        memberNames.contains(name)
    }

    private static let memberNames = Set(entries.flatMap(\.members))

    private static let byProtocol: [String: Entry] = Dictionary(entries.map { ($0.protocolName, $0) }, uniquingKeysWith: { first, _ in first })

    /// The list as `docaudit explain` and the rules' reference show it: a Markdown list item
    /// per protocol.
    static var listing: String {
        entries.filter { !$0.members.isEmpty }.map { "- \($0.protocolName): " + $0.members.map { "`\($0)`" }.joined(separator: ", ") }.joined(separator: "\n")
    }
}
