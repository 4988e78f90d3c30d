(define (problem plan_trial_gmem_0059)
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
        RemoteControl_bar__minus_04_dot_24_bar__plus_01_dot_36_bar__plus_00_dot_76 - object
        RemoteControl_bar__minus_04_dot_23_bar__plus_01_dot_74_bar__plus_00_dot_75 - object
        Laptop_bar__minus_00_dot_22_bar__plus_00_dot_05_bar__plus_01_dot_38 - object
        Cup_bar__minus_00_dot_21_bar__plus_00_dot_05_bar__plus_01_dot_37 - object
        Bowl_bar__minus_00_dot_20_bar__plus_00_dot_05_bar__plus_01_dot_36 - object
        Plate_bar__minus_04_dot_19_bar__plus_01_dot_36_bar__plus_00_dot_71 - object
        Desk_bar__minus_00_dot_25_bar__plus_00_dot_00_bar__plus_01_dot_41 - receptacle
        Drawer_bar_00_dot_00_bar__plus_00_dot_58_bar__plus_01_dot_24 - receptacle
        GarbageCan_bar__plus_00_dot_42_bar__plus_00_dot_00_bar__plus_02_dot_04 - receptacle
        Safe_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_10 - receptacle
        Shelf_bar__minus_04_dot_25_bar__plus_01_dot_31_bar__plus_00_dot_77 - receptacle
        Shelf_bar__minus_04_dot_25_bar__plus_01_dot_69_bar__plus_00_dot_77 - receptacle
        loc_bar__minus_11_bar_4_bar_3_bar_0 - location
        loc_bar__minus_14_bar_4_bar_3_bar_0 - location
        loc_bar__minus_2_bar_10_bar_2_bar_30 - location
        loc_bar__minus_3_bar_2_bar_1_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_0_bar_11_bar_2_bar_30 - location
        )

(:init
        (receptacleType Desk_bar__minus_00_dot_25_bar__plus_00_dot_00_bar__plus_01_dot_41 DeskType)
        (receptacleType Drawer_bar_00_dot_00_bar__plus_00_dot_58_bar__plus_01_dot_24 DrawerType)
        (receptacleType GarbageCan_bar__plus_00_dot_42_bar__plus_00_dot_00_bar__plus_02_dot_04 GarbageCanType)
        (receptacleType Safe_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_10 SafeType)
        (receptacleType Shelf_bar__minus_04_dot_25_bar__plus_01_dot_31_bar__plus_00_dot_77 ShelfType)
        (receptacleType Shelf_bar__minus_04_dot_25_bar__plus_01_dot_69_bar__plus_00_dot_77 ShelfType)
        (objectType RemoteControl_bar__minus_04_dot_24_bar__plus_01_dot_36_bar__plus_00_dot_76 RemoteControlType)
        (objectType RemoteControl_bar__minus_04_dot_23_bar__plus_01_dot_74_bar__plus_00_dot_75 RemoteControlType)
        (objectType Laptop_bar__minus_00_dot_22_bar__plus_00_dot_05_bar__plus_01_dot_38 LaptopType)
        (objectType Cup_bar__minus_00_dot_21_bar__plus_00_dot_05_bar__plus_01_dot_37 CupType)
        (objectType Bowl_bar__minus_00_dot_20_bar__plus_00_dot_05_bar__plus_01_dot_36 BowlType)
        (objectType Plate_bar__minus_04_dot_19_bar__plus_01_dot_36_bar__plus_00_dot_71 PlateType)
        (canContain DeskType BowlType)
        (canContain DeskType CupType)
        (canContain DeskType LaptopType)
        (canContain DeskType PlateType)
        (canContain DeskType RemoteControlType)
        (canContain DrawerType RemoteControlType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CupType)
        (canContain ShelfType PlateType)
        (canContain ShelfType RemoteControlType)
        (pickupable RemoteControl_bar__minus_04_dot_24_bar__plus_01_dot_36_bar__plus_00_dot_76)
        (pickupable RemoteControl_bar__minus_04_dot_23_bar__plus_01_dot_74_bar__plus_00_dot_75)
        (pickupable Laptop_bar__minus_00_dot_22_bar__plus_00_dot_05_bar__plus_01_dot_38)
        (pickupable Cup_bar__minus_00_dot_21_bar__plus_00_dot_05_bar__plus_01_dot_37)
        (isReceptacleObject Cup_bar__minus_00_dot_21_bar__plus_00_dot_05_bar__plus_01_dot_37)
        (cleanable Cup_bar__minus_00_dot_21_bar__plus_00_dot_05_bar__plus_01_dot_37)
        (heatable Cup_bar__minus_00_dot_21_bar__plus_00_dot_05_bar__plus_01_dot_37)
        (coolable Cup_bar__minus_00_dot_21_bar__plus_00_dot_05_bar__plus_01_dot_37)
        (pickupable Bowl_bar__minus_00_dot_20_bar__plus_00_dot_05_bar__plus_01_dot_36)
        (isReceptacleObject Bowl_bar__minus_00_dot_20_bar__plus_00_dot_05_bar__plus_01_dot_36)
        (cleanable Bowl_bar__minus_00_dot_20_bar__plus_00_dot_05_bar__plus_01_dot_36)
        (coolable Bowl_bar__minus_00_dot_20_bar__plus_00_dot_05_bar__plus_01_dot_36)
        (pickupable Plate_bar__minus_04_dot_19_bar__plus_01_dot_36_bar__plus_00_dot_71)
        (isReceptacleObject Plate_bar__minus_04_dot_19_bar__plus_01_dot_36_bar__plus_00_dot_71)
        (cleanable Plate_bar__minus_04_dot_19_bar__plus_01_dot_36_bar__plus_00_dot_71)
        (heatable Plate_bar__minus_04_dot_19_bar__plus_01_dot_36_bar__plus_00_dot_71)
        (coolable Plate_bar__minus_04_dot_19_bar__plus_01_dot_36_bar__plus_00_dot_71)
        (openable Drawer_bar_00_dot_00_bar__plus_00_dot_58_bar__plus_01_dot_24)
        (openable Safe_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_10)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle RemoteControl_bar__minus_04_dot_24_bar__plus_01_dot_36_bar__plus_00_dot_76 Shelf_bar__minus_04_dot_25_bar__plus_01_dot_31_bar__plus_00_dot_77)
        (inReceptacle RemoteControl_bar__minus_04_dot_23_bar__plus_01_dot_74_bar__plus_00_dot_75 Shelf_bar__minus_04_dot_25_bar__plus_01_dot_69_bar__plus_00_dot_77)
        (inReceptacle Laptop_bar__minus_00_dot_22_bar__plus_00_dot_05_bar__plus_01_dot_38 Desk_bar__minus_00_dot_25_bar__plus_00_dot_00_bar__plus_01_dot_41)
        (inReceptacle Cup_bar__minus_00_dot_21_bar__plus_00_dot_05_bar__plus_01_dot_37 Desk_bar__minus_00_dot_25_bar__plus_00_dot_00_bar__plus_01_dot_41)
        (inReceptacle Bowl_bar__minus_00_dot_20_bar__plus_00_dot_05_bar__plus_01_dot_36 Desk_bar__minus_00_dot_25_bar__plus_00_dot_00_bar__plus_01_dot_41)
        (inReceptacle Plate_bar__minus_04_dot_19_bar__plus_01_dot_36_bar__plus_00_dot_71 Shelf_bar__minus_04_dot_25_bar__plus_01_dot_31_bar__plus_00_dot_77)
        (receptacleAtLocation Desk_bar__minus_00_dot_25_bar__plus_00_dot_00_bar__plus_01_dot_41 loc_bar__minus_2_bar_10_bar_2_bar_30)
        (receptacleAtLocation Drawer_bar_00_dot_00_bar__plus_00_dot_58_bar__plus_01_dot_24 loc_bar__minus_3_bar_2_bar_1_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_00_dot_42_bar__plus_00_dot_00_bar__plus_02_dot_04 loc_bar_0_bar_11_bar_2_bar_30)
        (receptacleAtLocation Safe_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_10 loc_bar__minus_3_bar_2_bar_1_bar_30)
        (receptacleAtLocation Shelf_bar__minus_04_dot_25_bar__plus_01_dot_31_bar__plus_00_dot_77 loc_bar__minus_14_bar_4_bar_3_bar_0)
        (receptacleAtLocation Shelf_bar__minus_04_dot_25_bar__plus_01_dot_69_bar__plus_00_dot_77 loc_bar__minus_11_bar_4_bar_3_bar_0)
        (objectAtLocation RemoteControl_bar__minus_04_dot_24_bar__plus_01_dot_36_bar__plus_00_dot_76 loc_bar__minus_14_bar_4_bar_3_bar_0)
        (objectAtLocation RemoteControl_bar__minus_04_dot_23_bar__plus_01_dot_74_bar__plus_00_dot_75 loc_bar__minus_11_bar_4_bar_3_bar_0)
        (objectAtLocation Laptop_bar__minus_00_dot_22_bar__plus_00_dot_05_bar__plus_01_dot_38 loc_bar__minus_2_bar_10_bar_2_bar_30)
        (objectAtLocation Cup_bar__minus_00_dot_21_bar__plus_00_dot_05_bar__plus_01_dot_37 loc_bar__minus_2_bar_10_bar_2_bar_30)
        (objectAtLocation Bowl_bar__minus_00_dot_20_bar__plus_00_dot_05_bar__plus_01_dot_36 loc_bar__minus_2_bar_10_bar_2_bar_30)
        (objectAtLocation Plate_bar__minus_04_dot_19_bar__plus_01_dot_36_bar__plus_00_dot_71 loc_bar__minus_14_bar_4_bar_3_bar_0)
        )

(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 RemoteControlType)
                                    (receptacleType ?r DrawerType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 RemoteControlType)
                                            (receptacleType ?r DrawerType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
