(define (problem plan_trial_gmem_0055)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        TissueBox_bar__plus_01_dot_25_bar__plus_00_dot_40_bar__minus_01_dot_61 - object
        TissueBox_bar__plus_02_dot_51_bar__plus_00_dot_05_bar__minus_01_dot_61 - object
        CreditCard_bar__plus_03_dot_07_bar__plus_00_dot_59_bar__minus_01_dot_47 - object
        Pen_bar__plus_03_dot_21_bar__plus_00_dot_05_bar__minus_00_dot_31 - object
        Laptop_bar__plus_00_dot_28_bar__plus_00_dot_05_bar__minus_01_dot_00 - object
        Cup_bar__plus_01_dot_30_bar__plus_00_dot_05_bar__minus_01_dot_73 - object
        Bed_bar__plus_00_dot_23_bar__plus_00_dot_00_bar__minus_00_dot_95 - receptacle
        Desk_bar__plus_02_dot_49_bar__plus_00_dot_00_bar__minus_01_dot_59 - receptacle
        Drawer_bar__plus_01_dot_24_bar__plus_00_dot_35_bar__minus_01_dot_60 - receptacle
        GarbageCan_bar__plus_03_dot_17_bar__plus_00_dot_00_bar__minus_00_dot_27 - receptacle
        Shelf_bar__plus_03_dot_04_bar__plus_00_dot_54_bar__minus_01_dot_44 - receptacle
        SideTable_bar__plus_01_dot_24_bar__plus_00_dot_00_bar__minus_01_dot_67 - receptacle
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_10_bar__minus_2_bar_2_bar_30 - location
        loc_bar_11_bar__minus_2_bar_2_bar_30 - location
        loc_bar_6_bar__minus_4_bar_3_bar_30 - location
        loc_bar_7_bar__minus_3_bar_2_bar_30 - location
        loc_bar_9_bar__minus_3_bar_1_bar_30 - location
        loc_bar_9_bar__minus_3_bar_3_bar_30 - location
        )

(:init
        (receptacleType Bed_bar__plus_00_dot_23_bar__plus_00_dot_00_bar__minus_00_dot_95 BedType)
        (receptacleType Desk_bar__plus_02_dot_49_bar__plus_00_dot_00_bar__minus_01_dot_59 DeskType)
        (receptacleType Drawer_bar__plus_01_dot_24_bar__plus_00_dot_35_bar__minus_01_dot_60 DrawerType)
        (receptacleType GarbageCan_bar__plus_03_dot_17_bar__plus_00_dot_00_bar__minus_00_dot_27 GarbageCanType)
        (receptacleType Shelf_bar__plus_03_dot_04_bar__plus_00_dot_54_bar__minus_01_dot_44 ShelfType)
        (receptacleType SideTable_bar__plus_01_dot_24_bar__plus_00_dot_00_bar__minus_01_dot_67 SideTableType)
        (objectType TissueBox_bar__plus_01_dot_25_bar__plus_00_dot_40_bar__minus_01_dot_61 TissueBoxType)
        (objectType TissueBox_bar__plus_02_dot_51_bar__plus_00_dot_05_bar__minus_01_dot_61 TissueBoxType)
        (objectType CreditCard_bar__plus_03_dot_07_bar__plus_00_dot_59_bar__minus_01_dot_47 CreditCardType)
        (objectType Pen_bar__plus_03_dot_21_bar__plus_00_dot_05_bar__minus_00_dot_31 PenType)
        (objectType Laptop_bar__plus_00_dot_28_bar__plus_00_dot_05_bar__minus_01_dot_00 LaptopType)
        (objectType Cup_bar__plus_01_dot_30_bar__plus_00_dot_05_bar__minus_01_dot_73 CupType)
        (canContain BedType LaptopType)
        (canContain DeskType CreditCardType)
        (canContain DeskType CupType)
        (canContain DeskType LaptopType)
        (canContain DeskType PenType)
        (canContain DeskType TissueBoxType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType PenType)
        (canContain DrawerType TissueBoxType)
        (canContain GarbageCanType PenType)
        (canContain GarbageCanType TissueBoxType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType CupType)
        (canContain ShelfType PenType)
        (canContain ShelfType TissueBoxType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType CupType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PenType)
        (canContain SideTableType TissueBoxType)
        (pickupable TissueBox_bar__plus_01_dot_25_bar__plus_00_dot_40_bar__minus_01_dot_61)
        (pickupable TissueBox_bar__plus_02_dot_51_bar__plus_00_dot_05_bar__minus_01_dot_61)
        (pickupable CreditCard_bar__plus_03_dot_07_bar__plus_00_dot_59_bar__minus_01_dot_47)
        (pickupable Pen_bar__plus_03_dot_21_bar__plus_00_dot_05_bar__minus_00_dot_31)
        (pickupable Laptop_bar__plus_00_dot_28_bar__plus_00_dot_05_bar__minus_01_dot_00)
        (pickupable Cup_bar__plus_01_dot_30_bar__plus_00_dot_05_bar__minus_01_dot_73)
        (isReceptacleObject Cup_bar__plus_01_dot_30_bar__plus_00_dot_05_bar__minus_01_dot_73)
        (cleanable Cup_bar__plus_01_dot_30_bar__plus_00_dot_05_bar__minus_01_dot_73)
        (heatable Cup_bar__plus_01_dot_30_bar__plus_00_dot_05_bar__minus_01_dot_73)
        (coolable Cup_bar__plus_01_dot_30_bar__plus_00_dot_05_bar__minus_01_dot_73)
        (openable Drawer_bar__plus_01_dot_24_bar__plus_00_dot_35_bar__minus_01_dot_60)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle TissueBox_bar__plus_01_dot_25_bar__plus_00_dot_40_bar__minus_01_dot_61 Drawer_bar__plus_01_dot_24_bar__plus_00_dot_35_bar__minus_01_dot_60)
        (inReceptacle TissueBox_bar__plus_02_dot_51_bar__plus_00_dot_05_bar__minus_01_dot_61 Desk_bar__plus_02_dot_49_bar__plus_00_dot_00_bar__minus_01_dot_59)
        (inReceptacle CreditCard_bar__plus_03_dot_07_bar__plus_00_dot_59_bar__minus_01_dot_47 Shelf_bar__plus_03_dot_04_bar__plus_00_dot_54_bar__minus_01_dot_44)
        (inReceptacle Pen_bar__plus_03_dot_21_bar__plus_00_dot_05_bar__minus_00_dot_31 GarbageCan_bar__plus_03_dot_17_bar__plus_00_dot_00_bar__minus_00_dot_27)
        (inReceptacle Laptop_bar__plus_00_dot_28_bar__plus_00_dot_05_bar__minus_01_dot_00 Bed_bar__plus_00_dot_23_bar__plus_00_dot_00_bar__minus_00_dot_95)
        (inReceptacle Cup_bar__plus_01_dot_30_bar__plus_00_dot_05_bar__minus_01_dot_73 SideTable_bar__plus_01_dot_24_bar__plus_00_dot_00_bar__minus_01_dot_67)
        (receptacleAtLocation Bed_bar__plus_00_dot_23_bar__plus_00_dot_00_bar__minus_00_dot_95 loc_bar_6_bar__minus_4_bar_3_bar_30)
        (receptacleAtLocation Desk_bar__plus_02_dot_49_bar__plus_00_dot_00_bar__minus_01_dot_59 loc_bar_10_bar__minus_2_bar_2_bar_30)
        (receptacleAtLocation Drawer_bar__plus_01_dot_24_bar__plus_00_dot_35_bar__minus_01_dot_60 loc_bar_9_bar__minus_3_bar_3_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_03_dot_17_bar__plus_00_dot_00_bar__minus_00_dot_27 loc_bar_9_bar__minus_3_bar_1_bar_30)
        (receptacleAtLocation Shelf_bar__plus_03_dot_04_bar__plus_00_dot_54_bar__minus_01_dot_44 loc_bar_11_bar__minus_2_bar_2_bar_30)
        (receptacleAtLocation SideTable_bar__plus_01_dot_24_bar__plus_00_dot_00_bar__minus_01_dot_67 loc_bar_7_bar__minus_3_bar_2_bar_30)
        (objectAtLocation TissueBox_bar__plus_01_dot_25_bar__plus_00_dot_40_bar__minus_01_dot_61 loc_bar_9_bar__minus_3_bar_3_bar_30)
        (objectAtLocation TissueBox_bar__plus_02_dot_51_bar__plus_00_dot_05_bar__minus_01_dot_61 loc_bar_10_bar__minus_2_bar_2_bar_30)
        (objectAtLocation CreditCard_bar__plus_03_dot_07_bar__plus_00_dot_59_bar__minus_01_dot_47 loc_bar_11_bar__minus_2_bar_2_bar_30)
        (objectAtLocation Pen_bar__plus_03_dot_21_bar__plus_00_dot_05_bar__minus_00_dot_31 loc_bar_9_bar__minus_3_bar_1_bar_30)
        (objectAtLocation Laptop_bar__plus_00_dot_28_bar__plus_00_dot_05_bar__minus_01_dot_00 loc_bar_6_bar__minus_4_bar_3_bar_30)
        (objectAtLocation Cup_bar__plus_01_dot_30_bar__plus_00_dot_05_bar__minus_01_dot_73 loc_bar_7_bar__minus_3_bar_2_bar_30)
        )

(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 TissueBoxType)
                                    (receptacleType ?r GarbageCanType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 TissueBoxType)
                                            (receptacleType ?r GarbageCanType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
